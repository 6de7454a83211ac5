import { expect, test } from "@playwright/test";
import { LANGS, asNewVisitor, emailsTo, formsDb, uniqueAddress } from "./forms-helpers";
import { gotoHydrated } from "./fixtures";

const TEXT = {
  en: {
    title: "Become a Campus Ambassador",
    listTitle: "Our campus ambassadors",
    name: "Full name",
    email: "E-mail",
    institution: "University or institute",
    country: "Country / region",
    degree: "Current stage",
    degreeValue: "Doctoral student",
    motivation: "What would you like to do as an ambassador?",
    adult: "I am 18 years of age or older.",
    adultRequired: "Ambassadors must be 18 or older: please confirm.",
    submit: "Send application",
    success: "Thank you for your application",
  },
  cn: {
    title: "申请成为校园大使",
    listTitle: "校园大使名单",
    name: "姓名",
    email: "邮箱",
    institution: "所在高校或科研院所",
    country: "国家 / 地区",
    degree: "目前身份",
    degreeValue: "博士研究生",
    motivation: "作为校园大使，您有哪些设想？",
    adult: "我已年满 18 周岁。",
    adultRequired: "校园大使须年满 18 周岁，请确认。",
    submit: "提交申请",
    success: "感谢您的申请",
  },
} as const;

for (const lang of LANGS) {
  const x = TEXT[lang];

  test(`${lang}: the ambassadors by country and institution, with photos`, async ({ page }) => {
    const rows = await formsDb((db) => db.selectFrom("ambassadors").selectAll().execute());
    await gotoHydrated(page, `/${lang}/ambassadorlist`);
    await expect(page.getByRole("heading", { level: 1, name: x.listTitle })).toBeVisible();
    const countries = new Set(rows.map((r) => (lang === "cn" ? r.country_cn : r.country_en)));
    await expect(page.locator(".ambassador-country > h2")).toHaveCount(countries.size);
    await expect(page.locator(".ambassador-card")).toHaveCount(rows.length);
    const first = rows[0]!;
    const card = page.locator(".ambassador-card").filter({ hasText: lang === "cn" ? first.name_cn : first.name_en });
    await expect(card.locator("img")).toHaveAttribute("src", first.photo_url);
    const section = page
      .locator(".ambassador-country")
      .filter({
        has: page.getByRole("heading", {
          level: 2,
          name: lang === "cn" ? first.country_cn : first.country_en,
          exact: true,
        }),
      });
    await expect(
      section.locator(".ambassador-card").filter({ hasText: lang === "cn" ? first.name_cn : first.name_en }),
    ).toContainText(lang === "cn" ? first.institution_cn : first.institution_en);
  });

  test(`${lang}: an application, sent with a double click, is stored once`, async ({ page, context, baseURL }) => {
    await asNewVisitor(page, context, baseURL!);
    await gotoHydrated(page, `/${lang}/ambassador`);
    await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
    const form = page.locator("main form");
    const address = uniqueAddress("ambassador");
    await form.getByLabel(x.name, { exact: true }).fill("Lucía Gómez");
    await form.getByLabel(x.email, { exact: true }).fill(address);
    await form.getByLabel(x.institution, { exact: true }).fill("Universidad del Valle");
    await form.getByLabel(x.country, { exact: true }).fill("Colombia");
    await form.getByLabel(x.degree, { exact: true }).selectOption({ label: x.degreeValue });
    await form
      .getByLabel(x.motivation, { exact: true })
      .fill("Protocol-writing workshops for first-year PhD students.");
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.adultRequired)).toBeVisible();
    await form.getByLabel(x.adult).check();
    await form.getByRole("button", { name: x.submit }).dblclick();
    await expect(page.getByRole("heading", { name: x.success })).toBeVisible();
    const rows = await formsDb((db) =>
      db.selectFrom("ambassador_applications").selectAll().where("email", "=", address).execute(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ degree: "doctoral", language: lang });
    expect(await emailsTo(address)).toHaveLength(1);
  });
}
