import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDraft } from "@core/editorial/find-draft";
import { publishDraft } from "@core/editorial/publish-draft";
import { saveDraft } from "@core/editorial/save-draft";
import { bodyFromText } from "@core/editorial/simple-body";
import { startVersionDraft } from "@core/editorial/start-version-draft";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 14, ADR 0101 over HTTP: once an editor puts a corrected version online, the version it replaced stays
 * readable at /{lang}/bpdetail/version, with the full text for signed-in readers only (SPEC §1, §6), a notice in
 * the page's language, and links both ways from the protocol page's version history.
 */
const editor = { userId: null, name: "editor@example.org" };
const OLD_STEP = "Hold the cells at −80 mV between sweeps.";
const NEW_STEP = "Hold the cells at −120 mV between sweeps so that Nav1.5 recovers from inactivation.";
let site: RunningSite;
let cookie: string;
let id: number;
let oldTitle: string;

beforeAll(async () => {
  site = await startSite({ seed: { protocols: 40, today: "2026-11-01" } });
  cookie = await site.signedInCookie();
  const row = await unversioned().executeTakeFirstOrThrow();
  id = row.id;
  oldTitle = row.title_en;
  // Version 1 as it stood: a step this test can find (the seeded text is generated).
  const first = await startVersionDraft(site.db, id, editor);
  if (!first.ok) throw new Error(first.reason);
  const opened = (await findDraft(site.db, first.draftId))!;
  const body = bodyFromText({ background: "Nav1.5 carries the cardiac sodium current.", materials: "", steps: OLD_STEP, references: "" });
  const v1 = { ...opened.draft, body, bodyCn: null, versionNote: { en: "Procedure rewritten.", cn: "重写了操作步骤。" } };
  const saved1 = await saveDraft(site.db, first.draftId, opened.lockVersion, v1, editor);
  if (!saved1.ok) throw new Error(saved1.reason);
  const out1 = await publishDraft(site.db, first.draftId, saved1.lockVersion, { actor: editor, doiPrefix: "10.99999", today: "2026-11-10" });
  if (!out1.ok) throw new Error(out1.reason);
  // Version 3: the holding potential corrected.
  const second = await startVersionDraft(site.db, id, editor);
  if (!second.ok) throw new Error(second.reason);
  const opened2 = (await findDraft(site.db, second.draftId))!;
  const v2 = {
    ...opened2.draft,
    titleEn: `${oldTitle} (corrected)`,
    body: bodyFromText({ background: "Nav1.5 carries the cardiac sodium current.", materials: "", steps: NEW_STEP, references: "" }),
    versionNote: { en: "Corrected the holding potential.", cn: "更正了钳制电位。" },
  };
  const saved2 = await saveDraft(site.db, second.draftId, opened2.lockVersion, v2, editor);
  if (!saved2.ok) throw new Error(saved2.reason);
  const out2 = await publishDraft(site.db, second.draftId, saved2.lockVersion, { actor: editor, doiPrefix: "10.99999", today: "2026-11-20" });
  if (!out2.ok) throw new Error(out2.reason);
});
/** The first published journal protocol with no version history yet (the demo journal gives some one). */
function unversioned() {
  return site.db
    .selectFrom("protocols")
    .select(["id", "title_en"])
    .where("kind", "=", "bp")
    .where("status", "=", "published")
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("protocol_versions").select("version").whereRef("protocol_versions.protocol_id", "=", "protocols.id"))))
    .orderBy("id");
}

afterAll(async () => {
  await site?.stop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.origin}${path}`, { headers, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

describe("reading an earlier version of a protocol", () => {
  it("the protocol page's version history links each replaced version; the current one is the page", async () => {
    const page = await get(`/en/bpdetail?id=${id}&type=bp`, { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(NEW_STEP);
    const history = page.text.slice(page.text.indexOf('id="version-history"'));
    expect(history).toContain(`href="/en/bpdetail/version?id=${id}&amp;type=bp&amp;v=2"`);
    expect(history).toContain("Read version 2 as it was");
    expect(history).not.toContain(`v=3"`);
  });

  it("a signed-in reader reads version 2 as it was, under a notice leading to the current version", async () => {
    const page = await get(`/en/bpdetail/version?id=${id}&type=bp&v=2`, { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(OLD_STEP);
    expect(page.text).not.toContain(NEW_STEP);
    expect(page.text).toContain(
      "You are reading version 2 of this protocol, as it was online from Nov 10, 2026 until Nov 20, 2026, when version 3 replaced it.",
    );
    expect(page.text).toContain("Corrected the holding potential.");
    expect(page.text).toContain(`href="/en/bpdetail?id=${id}&amp;type=bp"`);
    expect(page.text).toContain("Read the current version (version 3)");
    expect(page.text).toContain(`>${oldTitle}</h1>`);
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it("in Chinese, the notice and the change note are Chinese", async () => {
    const page = await get(`/cn/bpdetail/version?id=${id}&type=bp&v=2`, { Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain("您正在阅读本实验方案的第 2 版：2026年11月10日上线，2026年11月20日由第 3 版取代。");
    expect(page.text).toContain("更正了钳制电位。");
    expect(page.text).toContain("阅读当前版本（第 3 版）");
  });

  it("a visitor gets the title and abstract and the log-in prompt, never the old full text", async () => {
    const page = await get(`/en/bpdetail/version?id=${id}&type=bp&v=2`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Please log in or register for free to copy/paste or download protocols.");
    expect(page.text).not.toContain(OLD_STEP);
    expect(page.text).not.toContain("−80 mV");
  });

  it("the current version goes to the protocol page; a bad or unknown version is the SPEC's error", async () => {
    expect(await get(`/en/bpdetail/version?id=${id}&type=bp&v=3`)).toMatchObject({ status: 302, location: `/en/bpdetail?id=${id}&type=bp` });
    expect((await get(`/en/bpdetail/version?id=${id}&type=bp&v=4`)).status).toBe(404);
    expect((await get(`/en/bpdetail/version?id=${id}&type=bp&v=0`)).status).toBe(400);
    expect((await get(`/en/bpdetail/version?id=${id}&type=bp&v=abc`)).status).toBe(400);
    expect((await get(`/en/bpdetail/version?id=${id}&type=bp`)).status).toBe(400);
    expect((await get(`/en/bpdetail/version?id=${id}&type=bpp&v=2`)).location).toBe(`/en/bpdetail/version?id=${id}&type=bp&v=2`);
    const other = await unversioned().executeTakeFirstOrThrow();
    expect((await get(`/en/bpdetail/version?id=${other.id}&type=bp&v=1`)).status).toBe(404);
  });
});
