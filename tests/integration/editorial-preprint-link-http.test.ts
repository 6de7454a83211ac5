import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDraft } from "@core/editorial/create-draft";
import type { EditorialDraft } from "@core/editorial/draft-schema";
import { publishDraft } from "@core/editorial/publish-draft";
import { bodyFromText } from "@core/editorial/simple-body";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 14 over HTTP: an editor links a preprint to its peer-reviewed version from either protocol's office page
 * (intent "preprint"), nobody else can, and a refused id comes back kept, with the message in the page's language.
 */
let site: RunningSite;
let editorCookie: string;
let readerCookie: string;
let preprintId: number;
let journalId: number;
let olderJournalId: number;

const editor = { userId: null, name: "test" };

async function online(kind: "bp" | "bpp", titleEn: string, today: string): Promise<number> {
  const draft: EditorialDraft = {
    kind,
    titleEn,
    titleCn: null,
    abstractEn: "A protocol for the preprint-link tests.",
    abstractCn: null,
    keywordsEn: [],
    keywordsCn: [],
    authors: [{ nameEn: "Ana Duarte", nameCn: null, orcid: null, affiliations: [], corresponding: true, email: null }],
    categoryIds: [1],
    organisms: [],
    licence: "CC BY 4.0",
    receivedOn: null,
    acceptedOn: null,
    body: bodyFromText({ background: "", materials: "", steps: "Mix.", references: "" }),
    bodyCn: null,
    doi: null,
    versionNote: null,
  };
  const result = await publishDraft(site.db, await createDraft(site.db, draft, editor, null), 1, { actor: editor, doiPrefix: "10.55555", today });
  if (!result.ok) throw new Error(result.reason);
  return result.protocolId;
}

beforeAll(async () => {
  site = await startSite({ seed: { protocols: 12, today: "2026-11-01" } });
  readerCookie = await site.signedInCookie();
  const user = await site.db
    .insertInto("users")
    .values({ email: "preprint-editor@example.org", username: "preprinteditor", password_hash: "!", full_name: "Pia Editor", role: "editor" })
    .returning("id")
    .executeTakeFirstOrThrow();
  editorCookie = `auth-token=${await startSession(site.db, user.id, null)}`;
  preprintId = await online("bpp", "Profiling Chromatin Accessibility in Zebrafish Fins with ATAC-seq", "2026-05-04");
  journalId = await online("bp", "Profiling Chromatin Accessibility in Regenerating Zebrafish Fins", "2026-10-12");
  olderJournalId = await online("bp", "Fin Clipping and Genotyping of Adult Zebrafish", "2026-02-01");
});
afterAll(async () => {
  await site?.stop();
});

async function send(method: "GET" | "POST", path: string, cookie?: string, fields?: Record<string, string>) {
  const response = await fetch(`${site.origin}${path}`, {
    method,
    headers: { ...(fields ? { "Content-Type": "application/x-www-form-urlencoded" } : {}), ...(cookie ? { Cookie: cookie } : {}) },
    body: fields ? new URLSearchParams(fields).toString() : undefined,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

const office = (lang: string, id: number) => `/${lang}/editorial/protocols/${id}`;

describe("linking a preprint and its journal version from the office", () => {
  it("answers not-found to everyone but editors, for the page and its action", async () => {
    for (const cookie of [undefined, readerCookie]) {
      expect((await send("GET", office("en", preprintId), cookie)).status).toBe(404);
      expect((await send("POST", office("en", preprintId), cookie, { intent: "preprint", linkedId: String(journalId) })).status).toBe(404);
    }
    expect((await findProtocolDetail(site.db, preprintId))!.journalVersion).toBeNull();
  });

  it("refuses a journal protocol older than the preprint, keeping the id, in Chinese and English", async () => {
    const cn = await send("POST", office("cn", preprintId), editorCookie, { intent: "preprint", linkedId: String(olderJournalId) });
    expect(cn.status).toBe(400);
    expect(cn.text).toContain("该期刊实验方案的上线日期早于预印本，不能作为其同行评审版本。");
    expect(cn.text).toContain(`value="${olderJournalId}"`);
    const en = await send("POST", office("en", preprintId), editorCookie, { intent: "preprint", linkedId: "12a" });
    expect(en.status).toBe(400);
    expect(en.text).toContain("Enter a protocol ID (digits only), or leave the field empty.");
    expect(en.text).toContain('value="12a"');
  });

  it("links from the preprint's page, shows it on both office pages and to readers, and unlinks from the journal's", async () => {
    const linked = await send("POST", office("en", preprintId), editorCookie, { intent: "preprint", linkedId: String(journalId) });
    expect(linked.status).toBe(302);
    expect(linked.location).toBe(`/en/editorial/protocols/${preprintId}?done=preprint#editorial-preprint`);
    const done = await send("GET", `${office("en", preprintId)}?done=preprint`, editorCookie);
    expect(done.text).toContain("The link between the preprint and its peer-reviewed version is saved.");
    const journalPage = await send("GET", office("cn", journalId), editorCookie);
    expect(journalPage.text).toContain(`当前关联：实验方案 ${preprintId}`);
    const reader = await send("GET", `/en/bpdetail?id=${preprintId}&type=bpp`);
    expect(reader.text).toContain(`/en/bpdetail?id=${journalId}&amp;type=bp`);

    const unlinked = await send("POST", office("en", journalId), editorCookie, { intent: "preprint", linkedId: "" });
    expect(unlinked.status).toBe(302);
    expect((await findProtocolDetail(site.db, preprintId))!.journalVersion).toBeNull();
    // And linked again from the journal protocol's side.
    expect((await send("POST", office("en", journalId), editorCookie, { intent: "preprint", linkedId: String(preprintId) })).status).toBe(302);
    expect((await findProtocolDetail(site.db, journalId))!.preprint).toMatchObject({ id: preprintId });
  });
});
