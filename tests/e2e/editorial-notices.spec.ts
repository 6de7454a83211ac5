import { expect, test } from "@playwright/test";
import { sql } from "kysely";
import { isoDay } from "@core/dates/iso-day";
import { reindexProtocols } from "@core/search/index-protocol";
import { gotoHydrated, signInAs } from "./fixtures";
import { asNewVisitor, formsDb } from "./forms-helpers";

/** Issue 14, notices (ADR 0104): an editor issues a correction in the browser; a reader then sees it in Chinese. */

/** A protocol online today with a title no other test uses; the id read and the insert hold SQLite's write lock. */
async function protocolOnline(unique: string): Promise<{ id: number; titleCn: string }> {
  return formsDb(async (db) => {
    await sql`begin immediate`.execute(db);
    let id: number;
    const titleCn = `利用钙黄绿素-AM 与碘化丙啶双染评估原代神经元活力 ${unique}`;
    try {
      const max = await db.selectFrom("protocols").select(sql<number | null>`max(id)`.as("max")).executeTakeFirst();
      id = Number(max?.max ?? 0) + 1;
      await db
        .insertInto("protocols")
        .values({
          id,
          kind: "bp",
          status: "in_press",
          doi: `10.99999/opls.${id}`,
          elocation: `e${id}`,
          title_en: `Assessing Primary Neuron Viability with Calcein-AM and Propidium Iodide ${unique}`,
          title_cn: titleCn,
          abstract_en: "A two-colour live/dead assay for primary cortical neurons.",
          abstract_cn: "一种用于原代皮层神经元的双色活/死细胞检测方法。",
          received_on: "2026-08-03",
          accepted_on: "2026-10-12",
          online_on: isoDay(),
          published_on: null,
          issue_id: null,
          video_id: null,
          journal_version_id: null,
        })
        .execute();
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
    await reindexProtocols(db, [id]);
    return { id, titleCn };
  });
}

test("an editor issues a correction; a reader sees it on the Chinese protocol page", async ({ page, context, baseURL }) => {
  await asNewVisitor(page, context, baseURL!);
  const unique = Date.now().toString(36);
  const protocol = await protocolOnline(unique);
  const user = await signInAs(context, baseURL!);
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute());

  await gotoHydrated(page, `/en/editorial/protocols/${protocol.id}`);
  const section = page.getByRole("region", { name: "Corrections and retractions" });
  await expect(section.getByText("No notice on this protocol.")).toBeVisible();
  await expect(section.getByLabel("Date of the notice")).toHaveValue(isoDay());
  // The browser runs the server's schema: nothing is sent without the English text, and the message says why.
  await section.getByLabel("Kind of notice").selectOption("correction");
  await section.getByLabel("Notice (Chinese)").fill(`第 2 步中钙黄绿素-AM 的终浓度应为 2 µM。${unique}`);
  await section.getByRole("button", { name: "Issue the notice" }).click();
  await expect(page.locator("#notice-textEn-error")).toHaveText("Enter the text of the notice in English.");
  await section.getByLabel("Notice (English)").fill(`The final calcein-AM concentration in step 2 is 2 µM. ${unique}`);
  await section.getByRole("button", { name: "Issue the notice" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The notice is online" })).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: "Correction" })).toContainText("10.99999/opls.notice.");

  const reader = await context.browser()!.newContext({ baseURL });
  const visitor = await reader.newPage();
  await visitor.goto(`/cn/bpdetail?id=${protocol.id}&type=bp`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(protocol.titleCn);
  const notice = visitor.locator(".protocol-notice");
  await expect(notice).toContainText("更正，");
  await expect(notice).toContainText(`第 2 步中钙黄绿素-AM 的终浓度应为 2 µM。${unique}`);
  await notice.getByRole("link", { name: "查看声明" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`更正：${protocol.titleCn}`);
  await reader.close();
});
