import { expect, test } from "@playwright/test";
import { exe, pdf } from "../fixtures/forms-files";
import { LANGS, asNewVisitor, emailsTo, formsDb, uniqueAddress } from "./forms-helpers";
import { gotoHydrated } from "./fixtures";

const TEXT = {
  en: {
    title: "Become a Reviewer",
    name: "Full name",
    email: "E-mail",
    affiliation: "Affiliation / institution",
    country: "Country / region",
    orcid: "ORCID iD (optional)",
    area: "Immunology",
    cv: "CV",
    submit: "Send application",
    areasRequired: "Please choose at least one research area.",
    cvRequired: "Please choose a file.",
    orcidBad: /not a valid ORCID iD/,
    badExtension: "This type of file is not accepted. Please choose a file in one of the formats listed.",
    badContent:
      "The file's content does not match its extension, so it was not accepted. Please choose the original file.",
    uploaded: /Uploaded: my-cv\.pdf/,
    success: "Thank you for applying to review for OPLS",
    subject: /^Your reviewer application to OPLS \(R-\d{6}\)$/,
  },
  cn: {
    title: "成为审稿人",
    name: "姓名",
    email: "邮箱",
    affiliation: "单位 / 机构",
    country: "国家 / 地区",
    orcid: "ORCID 号（选填）",
    area: "免疫学",
    cv: "简历",
    submit: "提交申请",
    areasRequired: "请至少选择一个研究领域。",
    cvRequired: "请选择文件。",
    orcidBad: /ORCID 号无效/,
    badExtension: "不接受此类文件，请选择上列格式之一的文件。",
    badContent: "文件内容与扩展名不符，未被接受。请选择原始文件。",
    uploaded: /已上传：my-cv\.pdf/,
    success: "感谢您申请成为 OPLS 审稿人",
    subject: /^您的 OPLS 审稿人申请（R-\d{6}）$/,
  },
} as const;

for (const lang of LANGS) {
  const x = TEXT[lang];
  test(`${lang}: reviewer application: CV checks, kept values, success and confirmation`, async ({
    page,
    context,
    baseURL,
  }) => {
    await asNewVisitor(page, context, baseURL!);
    await gotoHydrated(page, `/${lang}/becomereviewer`);
    await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
    const form = page.locator("main form");
    const address = uniqueAddress("reviewer");
    await form.getByLabel(x.name, { exact: true }).fill("Maria Rossi");
    await form.getByLabel(x.email, { exact: true }).fill(address);
    await form.getByLabel(x.affiliation, { exact: true }).fill("Lakeside University");
    await form.getByLabel(x.country, { exact: true }).fill("Italy");
    await form.getByLabel(x.orcid).fill("0000-0002-1825-0098");
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.areasRequired)).toBeVisible();
    await expect(form.getByText(x.cvRequired)).toBeVisible();
    await expect(form.getByText(x.orcidBad)).toBeVisible();

    // A .txt is not a CV format: refused at once, before any upload.
    const cv = form.getByLabel(x.cv, { exact: true });
    await cv.setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("my cv") });
    await expect(form.getByText(x.badExtension)).toBeVisible();
    // An executable renamed .pdf: the server reads its magic bytes and refuses it.
    await cv.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: exe() });
    await expect(form.getByText(x.badContent)).toBeVisible();
    await cv.setInputFiles({ name: "my-cv.pdf", mimeType: "application/pdf", buffer: pdf() });
    await expect(form.getByText(x.uploaded)).toBeVisible();
    await expect(form.getByText(x.badContent)).toBeHidden();

    await form.getByLabel(x.orcid).fill("0000-0002-1825-0097");
    await form.getByLabel(x.area).check();
    await expect(form.getByText(x.areasRequired)).toBeHidden();
    // Everything typed is still there.
    await expect(form.getByLabel(x.name, { exact: true })).toHaveValue("Maria Rossi");
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("heading", { name: x.success })).toBeVisible();

    const [confirmation] = await emailsTo(address);
    expect(confirmation!.subject).toMatch(x.subject);
    const row = await formsDb((db) =>
      db.selectFrom("reviewer_applications").selectAll().where("email", "=", address).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({
      name: "Maria Rossi",
      orcid: "0000-0002-1825-0097",
      research_areas: "[10]",
      language: lang,
    });
  });
}
