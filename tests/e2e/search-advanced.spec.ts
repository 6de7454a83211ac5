import { expect, test, type Page } from "@playwright/test";
import { main, openAdvanced, openSearch, recordNavigations, settle } from "./search-helpers";

const LIMIT_TIP = { en: "You can add up to 5 search rows.", cn: "最多可添加 5 行检索条件。" };
const REQUIRED = { en: "Please enter a search term.", cn: "请输入检索词。" };
const TEXT = {
  en: { advanced: "Advanced search", add: "Add a row", search: "Search", field: (n: number) => `Field of row ${n}`, term: (n: number) => `Search term of row ${n}` },
  cn: { advanced: "高级检索", add: "添加一行", search: "检索", field: (n: number) => `第 ${n} 行的字段`, term: (n: number) => `第 ${n} 行的检索词` },
} as const;

async function fillRow(page: Page, lang: "en" | "cn", n: number, field: string | null, term: string) {
  const panel = main(page).locator("details.advanced-search");
  if (field !== null) await panel.getByRole("combobox", { name: TEXT[lang].field(n) }).selectOption({ label: field });
  await panel.getByRole("searchbox", { name: TEXT[lang].term(n) }).fill(term);
}

test.describe("advanced search (SPEC §5)", () => {
  for (const lang of ["en", "cn"] as const) {
    test(`at most 5 rows; a sixth shows the limit tip (${lang})`, async ({ page }) => {
      await openSearch(page, `/${lang}/searchlist`);
      const panel = await openAdvanced(page, TEXT[lang].advanced);
      const add = panel.getByRole("button", { name: TEXT[lang].add });
      for (let i = 0; i < 4; i++) await add.click();
      await expect(panel.locator(".advanced-row")).toHaveCount(5);
      await expect(panel.getByRole("alert")).toHaveCount(0);
      await add.click();
      await expect(panel.locator(".advanced-row")).toHaveCount(5);
      await expect(panel.getByRole("alert").filter({ hasText: LIMIT_TIP[lang] })).toBeVisible();
    });

    test(`a search without any term asks for one (${lang})`, async ({ page }) => {
      await openSearch(page, `/${lang}/searchlist`);
      const panel = await openAdvanced(page, TEXT[lang].advanced);
      const navigations = recordNavigations(page);
      await panel.getByRole("button", { name: TEXT[lang].search, exact: true }).click();
      await expect(panel.getByRole("alert").filter({ hasText: REQUIRED[lang] })).toBeVisible();
      await settle(page);
      expect(navigations).toEqual([]);
    });

    test(`fields are labelled in the page's language (${lang})`, async ({ page }) => {
      await openSearch(page, `/${lang}/searchlist`);
      const panel = await openAdvanced(page, TEXT[lang].advanced);
      const options = await panel.getByRole("combobox", { name: TEXT[lang].field(1) }).locator("option").allTextContents();
      expect(options).toEqual(lang === "en" ? ["Select a field", "Anywhere", "Title", "Abstract", "Author"] : ["选择字段", "任意字段", "标题", "摘要", "作者"]);
    });
  }

  for (const lang of ["en", "cn"] as const) {
    const L = TEXT[lang];
    const label = lang === "en" ? { title: "Title", all: "Anywhere", abstract: "Abstract" } : { title: "标题", all: "任意字段", abstract: "摘要" };

    test(`drops incomplete rows and duplicates, joins the rest with 'and' (${lang})`, async ({ page }) => {
      await openSearch(page, `/${lang}/searchlist`);
      const panel = await openAdvanced(page, L.advanced);
      const add = panel.getByRole("button", { name: L.add });
      for (let i = 0; i < 3; i++) await add.click();
      await fillRow(page, lang, 1, label.title, "  neurons ");
      await fillRow(page, lang, 2, null, "no field"); // field left unchosen
      await fillRow(page, lang, 3, label.all, "mice");
      await fillRow(page, lang, 4, label.title, "Neurons");
      await panel.getByRole("button", { name: L.search, exact: true }).click();
      await expect(page).toHaveURL(/type=oriented&varia=\d+&f1=title&t1=neurons&f2=all&t2=mice$/);
      await expect(main(page).locator(".search-query__text")).toHaveText(
        lang === "en" ? "(Title: neurons) and (All: mice)" : "(标题: neurons) and (全部: mice)",
      );
      await expect(main(page).locator(".search-hit").first()).toBeVisible();
      // The rows of the search stay in the form.
      await expect(panel.getByRole("searchbox", { name: L.term(2) })).toHaveValue("mice");
    });

    test(`Enter searches only from a row with both a field and a term (${lang})`, async ({ page }) => {
      await openSearch(page, `/${lang}/searchlist`);
      const panel = await openAdvanced(page, L.advanced);
      await panel.getByRole("button", { name: L.add }).click();
      await fillRow(page, lang, 1, label.abstract, "");
      await fillRow(page, lang, 2, null, "neurons");
      const navigations = recordNavigations(page);
      await panel.getByRole("searchbox", { name: L.term(2) }).press("Enter");
      await panel.getByRole("searchbox", { name: L.term(1) }).press("Enter");
      await settle(page);
      expect(navigations).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`/${lang}/searchlist$`));
      await fillRow(page, lang, 1, null, "mouse");
      await panel.getByRole("searchbox", { name: L.term(1) }).press("Enter");
      await expect(page).toHaveURL(/f1=abstract&t1=mouse$/);
    });
  }

  test("the same advanced search again does nothing; another one changes varia", async ({ page }) => {
    await openSearch(page, "/en/searchlist?type=oriented&varia=3&f1=title&t1=neurons");
    const panel = await openAdvanced(page);
    const navigations = recordNavigations(page);
    await panel.getByRole("button", { name: "Search", exact: true }).click();
    await settle(page);
    expect(navigations).toEqual([]);
    await fillRow(page, "en", 1, null, "neuron culture");
    await panel.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/varia=(\d+)&f1=title&t1=neuron\+culture$/);
    const varia = Number(new URL(page.url()).searchParams.get("varia"));
    expect(varia).toBeGreaterThan(3);
  });

  test("over-long terms are cut with the warning, in the form and on the server", async ({ page }) => {
    await openSearch(page, "/cn/searchlist");
    const panel = await openAdvanced(page, "高级检索");
    const term = panel.getByRole("searchbox", { name: "第 1 行的检索词" });
    await term.fill("细".repeat(230));
    await expect(term).toHaveValue("细".repeat(200));
    await expect(panel.getByRole("alert").filter({ hasText: "输入的文字不能超过 200 个字符。" })).toBeVisible();

    const params = new URLSearchParams("type=oriented&varia=9");
    for (let i = 1; i <= 9; i++) {
      params.set(`f${i}`, i % 2 ? "all" : "title");
      params.set(`t${i}`, i === 2 ? "y".repeat(5000) : `cell${i}`);
    }
    const response = await page.goto(`/en/searchlist?${params}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole("alert").filter({ hasText: "You can add up to 5 search rows." })).toBeVisible();
    await expect(main(page).getByRole("alert").filter({ hasText: "The entered text should not exceed 200 characters." })).toBeVisible();
    await expect(main(page).locator(".search-query__text")).toHaveText(
      `(All: cell1) and (Title: ${"y".repeat(200)}) and (All: cell3) and (Title: cell4) and (All: cell5)`,
    );
  });

  test("the query line uses the page's language, Anywhere shown as All", async ({ page }) => {
    await page.goto("/cn/searchlist?type=oriented&varia=1&f1=all&t1=%E7%BB%86%E8%83%9E&f2=author&t2=Zhang");
    await expect(main(page).locator(".search-query__text")).toHaveText("(全部: 细胞) and (作者: Zhang)");
    await page.goto("/en/searchlist?type=oriented&varia=1&f1=all&t1=cells&f2=abstract&t2=mouse");
    await expect(main(page).locator(".search-query__text")).toHaveText("(All: cells) and (Abstract: mouse)");
  });

  test("remembers whether the panel is open", async ({ page }) => {
    await openSearch(page, "/en/searchlist");
    await openAdvanced(page);
    // The details element's toggle event, which records the choice, comes as a task after the attribute changes:
    // wait for the stored value, not only for the panel.
    const remembered = () => page.evaluate(() => localStorage.getItem("openAdvance"));
    await expect.poll(remembered).toBe("1");
    await openSearch(page, "/en/searchlist?content=cells");
    const panel = main(page).locator("details.advanced-search");
    await expect(panel).toHaveAttribute("open", "");
    await panel.locator("summary").click();
    await expect(panel).not.toHaveAttribute("open", "");
    await expect.poll(remembered).toBe("0");
    await openSearch(page, "/en/searchlist");
    await expect(main(page).locator("details.advanced-search")).not.toHaveAttribute("open", "");
  });

  test("keeps the filter list in session state", async ({ page }) => {
    await openSearch(page, "/en/searchlist?type=oriented&varia=2&f1=title&t1=neurons&f2=author&t2=Wang");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("filterList"))).toBe(
      JSON.stringify([
        { field: "title", term: "neurons" },
        { field: "author", term: "Wang" },
      ]),
    );
    // Elsewhere the form starts from the last search.
    await openSearch(page, "/en/searchlist");
    const panel = await openAdvanced(page);
    await expect(panel.getByRole("searchbox", { name: "Search term of row 2" })).toHaveValue("Wang");
  });
});
