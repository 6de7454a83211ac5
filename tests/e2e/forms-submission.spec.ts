import { expect, test } from "@playwright/test";
import { createInvitation } from "@core/submissions/create-invitation";
import { pdf, zip } from "../fixtures/forms-files";
import { gotoHydrated, signInAs } from "./fixtures";
import { LANGS, asNewVisitor, emailsTo, formsDb, uniqueAddress } from "./forms-helpers";

const TEXT = {
  en: {
    title: "Submit a Protocol",
    self: "Self-submission",
    invitation: "By invitation",
    code: "Invitation code (optional)",
    email: "E-mail",
    protocolTitle: "Protocol title",
    authors: "Authors",
    category: "Subject category",
    categoryValue: "Microbiology",
    manuscript: "Manuscript",
    supplementary: "Supplementary material (optional)",
    supplementaryHint: "One file: to send several, put them in one zip, rar or 7z archive.",
    supplementaryUploaded: /Uploaded: data\.zip/,
    waiverInIntro: /To ask for a full or partial fee waiver, use the form's fee section below the cover letter/,
    partial: "Partial waiver",
    reason: "Reason for the waiver request (optional)",
    submit: "Submit protocol",
    reasonRequired: "Please give the reason for your waiver request.",
    codeRequired: "Please enter the invitation code from the editor's e-mail.",
    codeInvalid: "This invitation code is not valid or has already been used.",
    success: "Thank you: your protocol has been submitted",
    process: "The review process in the author guide",
    uploaded: /Uploaded: protocol\.pdf/,
  },
  cn: {
    title: "在线投稿",
    self: "自主投稿",
    invitation: "受邀投稿",
    code: "邀请码（选填）",
    email: "邮箱",
    protocolTitle: "方案标题",
    authors: "作者",
    category: "学科分类",
    categoryValue: "微生物学",
    manuscript: "稿件",
    supplementary: "补充材料（选填）",
    supplementaryHint: "仅限一个文件；如有多个文件，请打包为一个 zip、rar 或 7z 压缩文件。",
    supplementaryUploaded: /已上传：data\.zip/,
    waiverInIntro: /如需申请全额或部分减免费用，请在投稿信下方的费用部分填写/,
    partial: "部分减免",
    reason: "申请减免的理由（选填）",
    submit: "提交方案",
    reasonRequired: "请填写申请减免的理由。",
    codeRequired: "请填写编辑邮件中的邀请码。",
    codeInvalid: "该邀请码无效或已被使用。",
    success: "感谢您：方案已提交",
    process: "查看作者指南中的审稿流程",
    uploaded: /已上传：protocol\.pdf/,
  },
} as const;

for (const lang of LANGS) {
  const x = TEXT[lang];

  test(`${lang}: self-submission with a partial fee waiver, next to the review process`, async ({
    page,
    context,
    baseURL,
  }) => {
    await asNewVisitor(page, context, baseURL!);
    await gotoHydrated(page, `/${lang}/submission`);
    await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
    await expect(page.getByRole("link", { name: x.process })).toHaveAttribute("href", `/${lang}/authors?type=process`);
    // The page's text sends the waiver request to the form's own section, which exists (issue 19 item 12).
    await expect(page.getByText(x.waiverInIntro)).toBeVisible();
    const form = page.locator("main form");
    const address = uniqueAddress("author");
    await form.getByLabel(x.self).check();
    await expect(form.getByLabel(x.code)).toBeHidden();
    await form.getByLabel(x.email, { exact: true }).fill(address);
    await form.getByLabel(x.protocolTitle, { exact: true }).fill("Counting colonies with a phone camera");
    await form.getByLabel(x.authors, { exact: true }).fill("K. Mensah*, L. Chen");
    await form.getByLabel(x.category, { exact: true }).selectOption({ label: x.categoryValue });
    await form
      .getByLabel(x.manuscript, { exact: true })
      .setInputFiles({ name: "protocol.pdf", mimeType: "application/pdf", buffer: pdf() });
    await expect(form.getByText(x.uploaded)).toBeVisible();
    await expect(form.getByText(x.supplementaryHint)).toBeVisible();
    await form.getByLabel(x.supplementary).setInputFiles({
      name: "data.zip",
      mimeType: "application/zip",
      buffer: zip([
        ["plate-1.csv", "well,od600\nA1,0.12\n"],
        ["plate-2.csv", "well,od600\nA1,0.15\n"],
      ]),
    });
    await expect(form.getByText(x.supplementaryUploaded)).toBeVisible();
    await form.getByLabel(x.partial).check();
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.reasonRequired)).toBeVisible();
    await form.getByLabel(x.reason).fill("No grant funding this year.");
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("heading", { name: x.success })).toBeVisible();

    const row = await formsDb((db) =>
      db.selectFrom("submissions").selectAll().where("email", "=", address).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({
      route: "self",
      category_id: 12,
      waiver: "partial",
      waiver_reason: "No grant funding this year.",
      language: lang,
    });
    expect(row.supplementary_upload_id).not.toBeNull();
    const [confirmation] = await emailsTo(address);
    expect(confirmation!.text_body).not.toContain("No grant funding");
    expect(confirmation!.text_body).toContain("data.zip");
  });

  test(`${lang}: by invitation: the code is required, checked and used once`, async ({ page, context, baseURL }) => {
    await asNewVisitor(page, context, baseURL!);
    const address = uniqueAddress("invited");
    const code = await formsDb((db) => createInvitation(db, address));
    await gotoHydrated(page, `/${lang}/submission`);
    const form = page.locator("main form");
    await form.getByLabel(x.invitation).check();
    await form.getByLabel(x.email, { exact: true }).fill(address);
    await form.getByLabel(x.protocolTitle, { exact: true }).fill("Imaging root hairs");
    await form.getByLabel(x.authors, { exact: true }).fill("R. Okafor*");
    await form.getByLabel(x.category, { exact: true }).selectOption({ label: x.categoryValue });
    await form
      .getByLabel(x.manuscript, { exact: true })
      .setInputFiles({ name: "protocol.pdf", mimeType: "application/pdf", buffer: pdf() });
    await expect(form.getByText(x.uploaded)).toBeVisible();
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.codeRequired)).toBeVisible();
    await form.getByLabel(x.code).fill("OPLS-AAAA-BBBB-CCCC");
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.codeInvalid)).toBeVisible();
    await expect(form.getByText(x.uploaded)).toBeVisible();
    await form.getByLabel(x.code).fill(code.toLowerCase());
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("heading", { name: x.success })).toBeVisible();
    const invitation = await formsDb((db) =>
      db.selectFrom("invitations").selectAll().where("code", "=", code).executeTakeFirstOrThrow(),
    );
    expect(invitation.used_at).not.toBeNull();
  });
}

test("fee waivers and files are for editors only", async ({ page, context, baseURL, browser }) => {
  await asNewVisitor(page, context, baseURL!);
  const address = uniqueAddress("waiver");
  const reason = `Confidential reason ${address}.`;
  await gotoHydrated(page, "/en/submission");
  const form = page.locator("main form");
  await form.getByLabel("Self-submission").check();
  await form.getByLabel("E-mail", { exact: true }).fill(address);
  await form.getByLabel("Protocol title", { exact: true }).fill("A confidential waiver");
  await form.getByLabel("Authors", { exact: true }).fill("W. Aiver*");
  await form.getByLabel("Subject category", { exact: true }).selectOption({ label: "Biochemistry" });
  await form
    .getByLabel("Manuscript", { exact: true })
    .setInputFiles({ name: "waiver-test.pdf", mimeType: "application/pdf", buffer: pdf("waiver test") });
  await expect(form.getByText(/Uploaded: waiver-test\.pdf/)).toBeVisible();
  await form.getByLabel("Full waiver").check();
  await form.getByLabel("Reason for the waiver request (optional)").fill(reason);
  await form.getByRole("button", { name: "Submit protocol" }).click();
  await expect(page.getByRole("heading", { name: "Thank you: your protocol has been submitted" })).toBeVisible();
  const { id: submissionId, manuscript_upload_id: uploadId } = await formsDb((db) =>
    db
      .selectFrom("submissions")
      .select(["id", "manuscript_upload_id"])
      .where("email", "=", address)
      .executeTakeFirstOrThrow(),
  );

  // A visitor and a signed-in reader: not found, the file neither.
  const visitor = await page.goto("/en/editorial");
  expect(visitor?.status()).toBe(404);
  expect((await context.request.get(`/uploads/${uploadId}`)).status()).toBe(404);
  const readerContext = await browser.newContext({ baseURL });
  await signInAs(readerContext, baseURL!);
  const reader = await readerContext.newPage();
  expect((await reader.goto("/en/editorial"))?.status()).toBe(404);
  await expect(reader.getByText(reason)).toHaveCount(0);
  expect((await readerContext.request.get(`/uploads/${uploadId}`)).status()).toBe(404);
  await readerContext.close();

  // An editor sees the waiver and downloads the manuscript as an attachment.
  const editorContext = await browser.newContext({ baseURL });
  const editor = await signInAs(editorContext, baseURL!);
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute());
  const editorPage = await editorContext.newPage();
  await editorPage.goto("/en/editorial");
  await expect(editorPage.getByRole("heading", { level: 1, name: "Editorial inbox" })).toBeVisible();
  // The inbox (ADR 0110) lists it as a fee-waiver request; its own page shows the reason.
  await editorPage.goto(`/en/editorial/inbox?kind=waiver&q=${encodeURIComponent(address)}`);
  await editorPage.getByRole("link", { name: `S-${String(submissionId).padStart(6, "0")}` }).click();
  await expect(editorPage.getByText(reason)).toBeVisible();
  const download = await editorContext.request.get(`/uploads/${uploadId}`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toBe(
    `attachment; filename="waiver-test.pdf"; filename*=UTF-8''waiver-test.pdf`,
  );
  expect(download.headers()["content-type"]).toBe("application/octet-stream");
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await download.body()).equals(pdf("waiver test"))).toBe(true);
  await editorContext.close();
});
