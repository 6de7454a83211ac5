import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { gotoHydrated, signInAs } from "./fixtures";
import { asNewVisitor, emailsTo, formsDb, uniqueAddress } from "./forms-helpers";
import { mailsTo } from "./smtp-helpers";

/**
 * Issue 15, the inbox (ADR 0110): an editor works a pre-submission inquiry from new to accepted and replies from the
 * template in the sender's language; the reply arrives in the run's SMTP server.
 */
test("an editor takes an inquiry from new to accepted and replies in the sender's language by e-mail", async ({
  page,
  context,
  baseURL,
}) => {
  await asNewVisitor(page, context, baseURL!);
  const address = uniqueAddress("inquirer");
  const title = `Expansion microscopy of synapses ${Date.now().toString(36)}`;
  // A Chinese-speaking author's inquiry, as the form stores it (the form has its own tests).
  const id = await formsDb(
    async (db) =>
      (
        await db
          .insertInto("presubmission_inquiries")
          .values({
            first_name: "Xiaoming",
            middle_name: "",
            last_name: "Li",
            department: "",
            affiliation: "Zhejiang University",
            city: "Hangzhou",
            country: "China",
            email: address,
            is_corresponding: 1,
            proposed_title: title,
            validation_method: "validation_data",
            doi_or_url: "",
            draft_upload_id: null,
            manuscript_status: "in_preparation",
            subject_category_id: 6,
            summary: "用于突触成像的膨胀显微技术。",
            language: "cn",
            idempotency_key: `e2e-inbox-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
  );
  const reference = `P-${String(id).padStart(6, "0")}`;
  const editor = await signInAs(context, baseURL!, { fullName: "Ines Inbox" });
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute());

  // The office's front door is the inbox; the navigation says how many items are new.
  await gotoHydrated(page, "/en/editorial");
  await expect(page).toHaveURL(/\/en\/editorial\/inbox$/);
  const nav = page.getByRole("navigation", { name: "Editorial office" });
  await expect(nav.getByRole("link", { name: /^Inbox \(\d+ new\)$/ })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Name, e-mail, title or reference").fill(title);
  await page.getByLabel("Status").selectOption({ label: "New" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 item" })).toBeVisible();
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pre-submission inquiry ${reference}` })).toBeVisible();
  await expect(page.getByText("用于突触成像的膨胀显微技术。")).toBeVisible();

  // Take it on, start, accept.
  const office = page.getByRole("complementary", { name: "The office's work on this item" });
  await office.getByLabel("Assign to").selectOption({ label: "Ines Inbox (you)" });
  await office.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The assignee was changed." })).toBeVisible();
  await office.getByRole("button", { name: "Start work on it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The status was changed." })).toBeVisible();
  await expect(office.getByText("In progress", { exact: true })).toBeVisible();
  await office.getByRole("button", { name: "Accept" }).click();
  await expect(office.getByText("Accepted", { exact: true })).toBeVisible();

  // The page comes back with the acceptance letter in Chinese, the sender's language, filled in.
  const reply = page.getByRole("region", { name: "Reply by e-mail" });
  await expect(reply.getByText(`To ${address}, in Chinese (the sender's language).`)).toBeVisible();
  await expect(reply.getByLabel("Subject")).toHaveValue(`投稿前咨询 ${reference}：欢迎正式投稿`);
  await expect(reply.getByLabel("Message")).toHaveValue(new RegExp(`^Xiaoming Li，您好：[\\s\\S]*《${title}》`));
  await expectNoAxeViolations(page, "#main");
  const letter = await reply.getByLabel("Message").inputValue();
  await reply.getByLabel("Message").fill(`${letter}\n\n附：请在投稿信中注明编号。`);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The reply was sent." })).toBeVisible();

  // The history keeps the reply as sent and every change.
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("Reply sent in Chinese:")).toBeVisible();
  await expect(history.getByText(`投稿前咨询 ${reference}：欢迎正式投稿`)).toBeVisible();
  await expect(history.getByText("Status: In progress → Accepted")).toBeVisible();
  await expect(history.getByText("Status: New → In progress")).toBeVisible();
  await expect(history.getByText("Assigned to Ines Inbox")).toBeVisible();

  // The e-mail went out by SMTP: the run's SMTP server has it, as the author will read it.
  await expect.poll(async () => (await mailsTo(address)).length).toBe(1);
  const [mail] = await mailsTo(address);
  expect(mail!.subject).toBe(`投稿前咨询 ${reference}：欢迎正式投稿`);
  expect(mail!.text).toContain("Xiaoming Li，您好：");
  expect(mail!.text).toContain("附：请在投稿信中注明编号。");
  expect(mail!.replyTo).toContain("@");
  // The job marks it sent once the SMTP server has accepted it: a moment after the sink has it.
  await expect.poll(async () => (await emailsTo(address)).map((m) => m.sent_at !== null)).toEqual([true]);

  // Back in the list it is accepted.
  await page.getByRole("link", { name: "← Back to the inbox" }).click();
  await page.getByLabel("Name, e-mail, title or reference").fill(reference);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("row", { name: new RegExp(reference) }).getByText("Accepted")).toBeVisible();
  await expectNoAxeViolations(page, "#main");
});
