import { expect, test } from "@playwright/test";
import { ooxml } from "../fixtures/forms-files";
import { LANGS, asNewVisitor, emailsTo, formsDb, uniqueAddress } from "./forms-helpers";
import { gotoHydrated } from "./fixtures";

const TEXT = {
  en: {
    title: "Pre-submission Inquiry",
    first: "First name",
    last: "Last name",
    affiliation: "Affiliation / institution",
    country: "Country / region",
    email: "E-mail",
    corresponding: "I am the corresponding author.",
    proposed: "Proposed protocol title",
    subject: "Subject area",
    subjectValue: "Microbiology",
    summary: "Summary of the method",
    summaryRequired: "Please give a short summary of the method.",
    summaryTooLong: "The summary is longer than 300 words. Please shorten it.",
    own: "It was used in my own published article or preprint",
    doi: "DOI or URL of the article (optional)",
    status: "Manuscript status",
    statusValue: "Complete: ready to submit",
    data: "The data are given in the protocol's Validation section",
    draft: "Draft (optional)",
    submit: "Send inquiry",
    emailRequired: "Please enter your email.",
    emailFormat: "Wrong email format.",
    doiRequired: "Please give the DOI or URL of the article.",
    success: "Thank you: your inquiry has been sent",
    uploaded: /Uploaded: draft\.docx/,
  },
  cn: {
    title: "投稿前咨询",
    first: "名",
    last: "姓",
    affiliation: "单位 / 机构",
    country: "国家 / 地区",
    email: "邮箱",
    corresponding: "我是通讯作者。",
    proposed: "暂定方案标题",
    subject: "学科领域",
    subjectValue: "微生物学",
    summary: "方法简介",
    summaryRequired: "请填写方法的简要介绍。",
    summaryTooLong: "简介超过 300 词，请删减。",
    own: "已在本人发表的论文或预印本中使用",
    doi: "论文的 DOI 或网址（选填）",
    status: "稿件状态",
    statusValue: "已完成：可以投稿",
    data: "验证数据见方案的“方案验证”部分",
    draft: "草稿（选填）",
    submit: "提交咨询",
    emailRequired: "请输入您的邮箱。",
    emailFormat: "邮箱格式错误。",
    doiRequired: "请填写论文的 DOI 或网址。",
    success: "感谢您：咨询已提交",
    uploaded: /已上传：draft\.docx/,
  },
} as const;

/** A summary of the given number of words (counted as the server counts them, in either language). */
function summaryOf(words: number, lang: "en" | "cn"): string {
  return Array.from({ length: words }, () => (lang === "cn" ? "细胞" : "cells")).join(" ");
}

for (const lang of LANGS) {
  const x = TEXT[lang];
  test(`${lang}: pre-submission inquiry: e-mail messages, DOI rule, draft upload, success`, async ({
    page,
    context,
    baseURL,
  }) => {
    await asNewVisitor(page, context, baseURL!);
    await gotoHydrated(page, `/${lang}/psi`);
    await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
    const form = page.locator("main form");
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.emailRequired)).toBeVisible();
    await expect(form.getByText(x.summaryRequired)).toBeVisible();
    const email = form.getByLabel(x.email, { exact: true });
    await email.fill("author.example.org");
    await email.blur();
    await expect(form.getByText(x.emailFormat)).toBeVisible();
    const address = uniqueAddress("psi");
    await email.fill(address);
    await expect(form.getByText(x.emailFormat)).toBeHidden();

    await form.getByLabel(x.first, { exact: true }).fill("Ana");
    await form.getByLabel(x.last, { exact: true }).fill("Silva");
    await form.getByLabel(x.affiliation, { exact: true }).fill("Lakeside University");
    await form.getByLabel(x.country, { exact: true }).fill("Portugal");
    await form.getByLabel(x.corresponding).check();
    await form.getByLabel(x.proposed, { exact: true }).fill("Growth curves of E. coli in 96-well plates");
    await form.getByLabel(x.subject, { exact: true }).selectOption({ label: x.subjectValue });
    await form.getByLabel(x.summary, { exact: true }).fill("Optical density of E. coli read every ten minutes.");
    await form.getByLabel(x.own).check();
    await form.getByLabel(x.status, { exact: true }).selectOption({ label: x.statusValue });
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.doiRequired)).toBeVisible();
    await form.getByLabel(x.doi).fill("10.1000/xyz123");
    await form
      .getByLabel(x.draft)
      .setInputFiles({ name: "draft.docx", mimeType: "application/octet-stream", buffer: ooxml("docx") });
    await expect(form.getByText(x.uploaded)).toBeVisible();
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("heading", { name: x.success })).toBeVisible();

    const row = await formsDb((db) =>
      db.selectFrom("presubmission_inquiries").selectAll().where("email", "=", address).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({
      first_name: "Ana",
      is_corresponding: 1,
      validation_method: "own_article",
      doi_or_url: "10.1000/xyz123",
      manuscript_status: "complete",
      subject_category_id: 12,
      summary: "Optical density of E. coli read every ten minutes.",
      language: lang,
    });
    expect(row.draft_upload_id).not.toBeNull();
    expect(await emailsTo(address)).toHaveLength(1);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("en: the draft is kept on the server when another field is wrong, and goes with the inquiry", async ({
    page,
    context,
    baseURL,
  }) => {
    await asNewVisitor(page, context, baseURL!);
    const x = TEXT.en;
    await page.goto("/en/psi");
    const form = page.locator("main form");
    await form.getByLabel(x.first, { exact: true }).fill("Kofi");
    await form.getByLabel(x.last, { exact: true }).fill("Mensah");
    await form.getByLabel(x.affiliation, { exact: true }).fill("Coastal Institute");
    await form.getByLabel(x.country, { exact: true }).fill("Ghana");
    await form.getByLabel(x.proposed, { exact: true }).fill("Staining plant roots");
    await form.getByLabel(x.subject, { exact: true }).selectOption({ label: "Plant Science" });
    await form.getByLabel(x.summary, { exact: true }).fill("Roots stained whole in ten minutes.");
    await form.getByLabel("The data are given in the protocol's Validation section").check();
    await form.getByLabel(x.status, { exact: true }).selectOption({ label: x.statusValue });
    await form
      .getByLabel(x.draft)
      .setInputFiles({ name: "draft.docx", mimeType: "application/octet-stream", buffer: ooxml("docx") });
    await form.getByRole("button", { name: x.submit }).click();
    // The server's messages, everything typed kept, the file held (no need to pick it again).
    await expect(form.getByText(x.emailRequired)).toBeVisible();
    await expect(form.getByLabel(x.first, { exact: true })).toHaveValue("Kofi");
    await expect(form.getByLabel(x.status, { exact: true })).toHaveValue("complete");
    await expect(form.getByLabel(x.subject, { exact: true })).toHaveValue("22");
    await expect(form.getByLabel(x.summary, { exact: true })).toHaveValue("Roots stained whole in ten minutes.");
    await expect(form.getByText(x.uploaded)).toBeVisible();
    const address = uniqueAddress("psi-nojs");
    await form.getByLabel(x.email, { exact: true }).fill(address);
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("heading", { name: x.success })).toBeVisible();
    const row = await formsDb((db) =>
      db
        .selectFrom("presubmission_inquiries")
        .innerJoin("uploads", "uploads.id", "presubmission_inquiries.draft_upload_id")
        .select(["uploads.original_name", "uploads.extension"])
        .where("email", "=", address)
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ original_name: "draft.docx", extension: "docx" });
  });

  for (const lang of LANGS) {
    const x = TEXT[lang];
    test(`${lang}: a summary over 300 words is refused by the server, with everything typed kept`, async ({
      page,
      context,
      baseURL,
    }) => {
      await asNewVisitor(page, context, baseURL!);
      await page.goto(`/${lang}/psi`);
      const form = page.locator("main form");
      const tooLong = summaryOf(301, lang);
      await form.getByLabel(x.first, { exact: true }).fill("Lin");
      await form.getByLabel(x.last, { exact: true }).fill("Wei");
      await form.getByLabel(x.affiliation, { exact: true }).fill("Lakeside University");
      await form.getByLabel(x.country, { exact: true }).fill("China");
      await form.getByLabel(x.email, { exact: true }).fill(uniqueAddress("psi-long"));
      await form.getByLabel(x.proposed, { exact: true }).fill("Counting cells");
      await form.getByLabel(x.subject, { exact: true }).selectOption({ label: x.subjectValue });
      await form.getByLabel(x.summary, { exact: true }).fill(tooLong);
      await form.getByLabel(x.data).check();
      await form.getByLabel(x.status, { exact: true }).selectOption({ label: x.statusValue });
      await form.getByRole("button", { name: x.submit }).click();
      await expect(form.getByText(x.summaryTooLong)).toBeVisible();
      await expect(form.getByLabel(x.summary, { exact: true })).toHaveValue(tooLong);
      await expect(form.getByLabel(x.subject, { exact: true })).toHaveValue("12");
      await expect(form.getByLabel(x.proposed, { exact: true })).toHaveValue("Counting cells");
      // The limit itself (300 words accepted, 301 refused) is tested on the schema in
      // tests/integration/forms-submissions.test.ts; a success here would spend the shared per-address limit.
    });
  }
});
