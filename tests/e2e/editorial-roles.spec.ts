import { expect, test } from "@playwright/test";
import { gotoHydrated, signInAs } from "./fixtures";
import { asNewVisitor, formsDb } from "./forms-helpers";

/** Issue 14: admins give and take editorial roles in the office; editors and readers cannot reach the page. */
test("an admin makes a reader an editor, cannot demote themself, and editors get not-found on the roles page", { tag: "@narrow" }, async ({ page, context, browser, baseURL }) => {
  await asNewVisitor(page, context, baseURL!);
  const admin = await signInAs(context, baseURL!);
  await formsDb((db) => db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.id).execute());
  const otherContext = await browser.newContext({ baseURL });
  const reader = await signInAs(otherContext, baseURL!);
  expect((await otherContext.request.get("/en/editorial/protocols")).status()).toBe(404);

  await gotoHydrated(page, "/en/editorial/protocols");
  await page.getByRole("navigation", { name: "Editorial office" }).getByRole("link", { name: "Roles" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editorial roles" })).toBeVisible();
  // Nothing typed: the message speaks of the other person's account, not of "your email".
  await page.getByRole("button", { name: "Set role" }).click();
  await expect(page.getByText("Enter the e-mail address of the person's account.")).toBeVisible();
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByRole("radio", { name: "Editor" }).check();
  await page.getByRole("button", { name: "Set role" }).click();
  await expect(page.getByText("You cannot take away your own admin role; ask another admin.")).toBeVisible();

  await page.getByLabel("E-mail").fill(reader.email);
  await page.getByRole("button", { name: "Set role" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Role changed." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reader.email })).toContainText("Editor");

  // The new editor reaches the office but not the roles page; the change is in the audit log.
  expect((await otherContext.request.get("/en/editorial/protocols")).status()).toBe(200);
  expect((await otherContext.request.get("/en/editorial/roles")).status()).toBe(404);
  await otherContext.close();
  await gotoHydrated(page, "/cn/editorial/audit");
  await expect(page.getByRole("row").filter({ hasText: `账户 ${reader.id}` }).first()).toContainText("none → editor");
});
