import { expect, test, type BrowserContext } from "@playwright/test";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gotoHydrated, signInAs } from "./fixtures";
import { asNewVisitor, formsDb } from "./forms-helpers";
import { createDraft } from "@core/editorial/create-draft";
import { publishDraft } from "@core/editorial/publish-draft";
import { bodyFromText } from "@core/editorial/simple-body";
import { zipSync } from "fflate";
import sharp from "sharp";

/** Issue 14: the editors' publishing path, end to end, as an editor and as readers meet it. */

const EDITORIAL_PATHS = ["editorial/protocols", "editorial/protocols/new", "editorial/drafts/1", "editorial/audit"];

async function signInEditor(context: BrowserContext, baseURL: string) {
  const user = await signInAs(context, baseURL);
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute());
  return user;
}

test("visitors and readers get the not-found page everywhere under /editorial", async ({ page, context, baseURL }) => {
  for (const lang of ["en", "cn"]) {
    for (const path of EDITORIAL_PATHS) {
      expect((await page.request.get(`/${lang}/${path}`)).status(), `${lang}/${path}`).toBe(404);
    }
  }
  await signInAs(context, baseURL!);
  for (const path of EDITORIAL_PATHS) expect((await page.request.get(`/en/${path}`)).status(), path).toBe(404);
  await page.goto("/cn/editorial/protocols");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("实验方案");
  const post = await page.request.post(`/en/editorial/protocols/new`, { form: { titleEn: "x" }, headers: { Origin: baseURL! } });
  expect(post.status()).toBe(404);
});

test("an editor creates a protocol in both languages, puts it online, and readers find it", async ({ page, context, baseURL }) => {
  await asNewVisitor(page, context, baseURL!);
  const editor = await signInEditor(context, baseURL!);
  const unique = Date.now().toString(36);
  const titleEn = `Measuring Axonal Transport of Mitochondria in Cultured Rat Neurons ${unique}`;
  const titleCn = `培养大鼠神经元中线粒体轴突运输的测定 ${unique}`;

  await gotoHydrated(page, "/en/editorial/protocols");
  await expect(page.getByRole("navigation", { name: "Editorial office" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "New protocol" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New protocol" })).toBeVisible();

  await page.getByLabel("Title (English)").fill(titleEn);
  await page.getByLabel("Title (Chinese)").fill(titleCn);
  await page.getByLabel("Abstract (English)").fill("Mitochondria move along axons in both directions; kymographs of MitoTracker-labelled neurons measure how fast.");
  await page.getByLabel("Abstract (Chinese)").fill("线粒体沿轴突双向运输；利用 MitoTracker 标记神经元的空间时间图可测定其运输速度。");
  await page.getByLabel("Name (Latin script)").first().fill("Gao Yuning");
  await page.getByLabel("Name (Chinese characters)").first().fill("高宇宁");
  await page.getByLabel("Procedure (English)").fill("Label neurons with 50 nM MitoTracker Red for 15 min.\n\nImage one frame per second for 3 min.");
  // One Chinese step for two English ones: said as the editor leaves the field.
  await page.getByLabel("Procedure (Chinese)").fill("用 50 nM MitoTracker Red 标记神经元 15 min。");
  await page.getByLabel("Procedure (Chinese)").press("Tab");
  await expect(page.getByText("The Chinese procedure must have as many steps as the English one")).toBeVisible();
  // No subject area: said on submit, and nothing typed is lost.
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Choose at least one subject area.")).toBeVisible();
  await expect(page.getByLabel("Title (English)")).toHaveValue(titleEn);

  await page.getByRole("checkbox", { name: "Neuroscience" }).check();
  await page.getByLabel("Procedure (Chinese)").fill("用 50 nM MitoTracker Red 标记神经元 15 min。\n\n每秒采集一帧，共 3 min。");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/editorial\/drafts\/\d+\?saved=1$/);
  await expect(page.getByLabel("Procedure (Chinese)")).toHaveValue(/每秒采集一帧/);
  const draftPage = page.url();

  // Before it goes online, the editor previews the page readers will get (ADR 0102): a signed-in reader in
  // Chinese gets the Chinese full text; a visitor gets the log-in prompt and no steps.
  await page.getByRole("link", { name: "As a signed-in reader (中文)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleCn);
  await expect(page.getByRole("complementary", { name: /^草稿 \d+ 预览/ })).toContainText("已登录读者将看到的实验方案页面。");
  await expect(page.locator("#full-text")).toContainText("每秒采集一帧，共 3 min。");
  await page.getByRole("link", { name: "以访客身份" }).click();
  await expect(page).toHaveURL(/\/cn\/editorial\/drafts\/\d+\/preview\?as=visitor$/);
  await expect(page.locator("#full-text-locked")).toContainText("登录/注册后免费查看全文");
  await expect(page.locator("#full-text")).toHaveCount(0);
  await page.goto(draftPage);

  await page.getByRole("button", { name: "Put online now" }).click();
  const notice = page.getByText(/This draft was put online as protocol \d+\./);
  await expect(notice).toBeVisible();
  const protocolId = Number(/protocol (\d+)/.exec((await notice.textContent()) ?? "")![1]);

  // The change is in the audit log, with who made it.
  await gotoHydrated(page, "/en/editorial/audit");
  await expect(page.getByRole("row").filter({ hasText: `protocol ${protocolId}` }).first()).toContainText(editor.email);

  // Readers: Articles in Press, the protocol page in Chinese, and search in both languages.
  const reader = await context.browser()!.newContext({ baseURL });
  const visitor = await reader.newPage();
  await visitor.goto("/en/press");
  await expect(visitor.getByRole("link", { name: titleEn })).toBeVisible();
  await visitor.goto(`/cn/bpdetail?id=${protocolId}&type=bp`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(titleCn);
  await visitor.goto(`/en/searchlist?content=${encodeURIComponent(`axonal transport ${unique}`)}`);
  await expect(visitor.getByRole("link", { name: titleEn })).toBeVisible();
  await visitor.goto(`/cn/searchlist?content=${encodeURIComponent("线粒体轴突运输")}`);
  await expect(visitor.getByRole("link", { name: titleCn })).toBeVisible();
  await reader.close();
});

test("the editors' list filters by kind and finds a protocol by its DOI, in Chinese too", async ({ page, context, baseURL }) => {
  await signInEditor(context, baseURL!);
  await gotoHydrated(page, "/cn/editorial/protocols");
  await expect(page.getByRole("heading", { level: 1, name: "实验方案" })).toBeVisible();
  // Beside the long titles, the short columns (kind, status, date, public page) keep their Chinese words on one line.
  const linesOfShortCells = await page
    .locator("section:has(#editorial-online) tbody tr")
    .first()
    .locator("td")
    .evaluateAll((cells) =>
      cells.slice(2).map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
  expect(linesOfShortCells).toEqual([1, 1, 1, 1]);
  await page.getByLabel("类型").selectOption("bpp");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/kind=bpp/);
  const kinds = page.locator("#editorial-online ~ * tbody tr td:nth-child(3), section:has(#editorial-online) tbody td:nth-child(3)");
  await expect(kinds.first()).toHaveText("预印本");
  const doi = await formsDb(async (db) => (await db.selectFrom("protocols").select("doi").where("kind", "=", "bp").orderBy("id").executeTakeFirstOrThrow()).doi!);
  await page.goto(`/cn/editorial/protocols?q=${encodeURIComponent(doi)}`);
  await expect(page.getByRole("status")).toHaveText("共 1 篇");
});

test("an editor corrects a protocol online as a new version, and readers see the version history", async ({ page, context, baseURL }) => {
  await asNewVisitor(page, context, baseURL!);
  await signInEditor(context, baseURL!);
  const unique = Date.now().toString(36);
  const protocolId = await formsDb(async (db) => {
    const actor = { userId: null, name: "e2e setup" };
    const body = bodyFromText({ background: "Zebrafish larvae regenerate their caudal fin within a week.", materials: "", steps: "Amputate the fin with a scalpel.", references: "" });
    const draftId = await createDraft(
      db,
      {
        kind: "bp",
        titleEn: `Caudal Fin Amputation in Zebrafish Larvae ${unique}`,
        titleCn: `斑马鱼幼鱼尾鳍切除 ${unique}`,
        abstractEn: "A fin-fold amputation assay for regeneration studies.",
        abstractCn: "用于再生研究的鳍褶切除实验。",
        keywordsEn: ["regeneration"],
        keywordsCn: ["再生"],
        authors: [{ nameEn: "Zhou Ming", nameCn: "周明", orcid: null, affiliations: ["Example Institute"], corresponding: true, email: null }],
        categoryIds: [18],
        organisms: ["Danio rerio"],
        licence: "CC BY 4.0",
        receivedOn: null,
        acceptedOn: null,
        body,
        bodyCn: null,
        versionNote: null,
        doi: null,
      },
      actor,
      null,
    );
    const online = await publishDraft(db, draftId, 1, { actor, doiPrefix: "10.99999", today: "2026-11-01" });
    if (!online.ok) throw new Error(online.reason);
    return online.protocolId;
  });

  await gotoHydrated(page, `/en/editorial/protocols/${protocolId}`);
  await expect(page.getByText("One version: never corrected.")).toBeVisible();
  await page.getByRole("button", { name: "Prepare a new version" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Next version of protocol ${protocolId}` })).toBeVisible();
  await page.getByLabel("Procedure (English)").fill("Anaesthetise larvae in 0.02% tricaine.\n\nAmputate the fin fold posterior to the notochord.");
  // Putting it online without saying what changed is refused, and the new steps are kept.
  await page.getByRole("button", { name: "Put online now" }).click();
  await expect(page.getByText("Say what changed in this version: readers see it in the version history.")).toBeVisible();
  await expect(page.getByLabel("Procedure (English)")).toHaveValue(/0\.02% tricaine/);
  await page.getByLabel("What changed (English)").fill("Added anaesthesia before amputation.");
  await page.getByLabel("What changed (Chinese)").fill("切除前增加了麻醉步骤。");
  await page.getByRole("button", { name: "Put online now" }).click();
  await expect(page.getByText(`This draft was put online as protocol ${protocolId}.`)).toBeVisible();

  for (const [lang, note] of [["en", "Added anaesthesia before amputation."], ["cn", "切除前增加了麻醉步骤。"]] as const) {
    await page.goto(`/${lang}/bpdetail?id=${protocolId}&type=bp`);
    const history = page.locator("section[aria-labelledby=version-history]");
    await expect(history.locator("li")).toHaveCount(2);
    await expect(history.locator("li").nth(1)).toContainText(note);
  }

  // The replaced version stays readable as it was (ADR 0101), and leads back to the current one.
  await page.getByRole("link", { name: "阅读第 1 版原文" }).click();
  await expect(page.getByText("您正在阅读本实验方案的第 1 版：")).toBeVisible();
  await page.goto(`/en/bpdetail?id=${protocolId}&type=bp`);
  await page.getByRole("link", { name: "Read version 1 as it was" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/bpdetail/version\\?id=${protocolId}&type=bp&v=1$`));
  await expect(page.getByText(/^You are reading version 1 of this protocol, as it was online from Nov 1, 2026 until .+, when version 2 replaced it\.$/)).toBeVisible();
  await expect(page.locator("#full-text")).toContainText("Amputate the fin with a scalpel.");
  await expect(page.locator("#full-text")).not.toContainText("tricaine");
  await page.getByRole("link", { name: "Read the current version (version 2)" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/bpdetail\\?id=${protocolId}&type=bp$`));
  await expect(page.locator("#full-text")).toContainText("0.02% tricaine");
});

test("an editor imports a JATS article with its figure images as a draft and puts it online; readers find it in press and in search", async ({ page, context, baseURL }) => {
  await asNewVisitor(page, context, baseURL!);
  await signInEditor(context, baseURL!);
  // A real third-party article (PLOS ONE, CC BY; ../shared/samples/jats/README.md) under a DOI of this run, so that
  // each run and each screen width imports a new protocol rather than the next version of an earlier one.
  const unique = Date.now().toString(36);
  const sample = readFileSync(path.resolve(import.meta.dirname, "../../../shared/samples/jats/journal.pone.0067227.xml"), "utf8");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "opls-jats-e2e-")), "journal.pone.0067227.xml");
  writeFileSync(file, sample.replaceAll("10.1371/journal.pone.0067227", `10.1371/journal.pone.0067227.${unique}`));
  // Its figure's image, as a typesetter sends it: in a zip, named after the graphic's href (which names the DOI).
  const image = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#3b6e8f" } }).png().toBuffer();
  const zip = path.join(path.dirname(file), "figures.zip");
  writeFileSync(zip, zipSync({ [`figures/journal.pone.0067227.${unique}.g001.png`]: new Uint8Array(image) }));
  const title = "The Relationship between Leukocyte Mitochondrial DNA Copy Number and Telomere Length in Community-Dwelling Elderly Women";

  await gotoHydrated(page, "/en/editorial/protocols");
  await page.getByRole("link", { name: "Import JATS" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a JATS article" })).toBeVisible();
  await page.getByLabel("JATS XML file").setInputFiles(file);
  await expect(page.getByText("journal.pone.0067227.xml")).toBeVisible();
  await page.getByLabel("Figure images (zip)").setInputFiles(zip);
  await expect(page.getByText("figures.zip")).toBeVisible();
  await page.getByRole("checkbox", { name: "Cell Biology" }).check();
  await page.getByRole("button", { name: "Import as a draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported from JATS." })).toBeVisible();
  await expect(page.getByLabel("Title (English)")).toHaveValue(title);
  await page.getByRole("button", { name: "Put online now" }).click();
  const notice = page.getByText(/This draft was put online as protocol \d+\./);
  await expect(notice).toBeVisible();
  const protocolId = Number(/protocol (\d+)/.exec((await notice.textContent()) ?? "")![1]);
  const link = (p: typeof page) => p.locator(`a[href*="id=${protocolId}&"]`).filter({ hasText: title });
  // The editor, signed in, reads the full text: the figure shows its imported image.
  await page.goto(`/en/bpdetail?id=${protocolId}&type=bp`);
  const figure = page.locator('figure img[src^="/figures/imported/"]').first();
  await figure.scrollIntoViewIfNeeded();
  // Loaded, not just laid out: its AVIF rendition at the image's own 800 px (ADR 0137) is served and decoded.
  await expect.poll(() => figure.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await figure.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\/figures\/imported\/[0-9a-f]{32}-800\.avif$/);
  await expect(figure).toHaveAttribute("width", "800");

  const reader = await context.browser()!.newContext({ baseURL });
  const visitor = await reader.newPage();
  await visitor.goto("/en/press");
  await expect(link(visitor)).toBeVisible();
  await visitor.goto(`/en/searchlist?content=${encodeURIComponent("leukocyte telomere length elderly women")}`);
  await expect(link(visitor)).toBeVisible();
  await reader.close();
});
