import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures";
import { main, openFilters, openSearch, recordNavigations, settle } from "./search-helpers";

const TOO_LONG = { en: "The entered text should not exceed 200 characters.", cn: "输入的文字不能超过 200 个字符。" };
const REQUIRED = { en: "Please enter a search term.", cn: "请输入检索词。" };
const NO_RESULTS = { en: "No results found.", cn: "未找到相关结果。" };

test.describe("simple search (SPEC §5)", () => {
  test("searches, shows the query line and highlights matches", async ({ page }) => {
    await openSearch(page, "/en/searchlist");
    await main(page).getByRole("searchbox", { name: "Keyword" }).fill("  caspase-3  ");
    await main(page).getByRole("button", { name: "Search", exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/searchlist\?content=caspase-3$/);
    await expect(main(page).locator(".search-query")).toHaveText("Your search: (All: caspase-3)");
    await expect(main(page).locator(".search-results__count")).toHaveText(/^\d[\d,]* results?$/);
    const first = main(page).locator(".search-hit").first();
    await expect(first.locator("mark").first()).toHaveText(/caspase-3/i);
    await expect(first.locator(".search-hit__meta time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(first.locator(".search-hit__meta")).toContainText(/\d+ views?/);
  });

  test("cuts text over 200 characters and warns, in both languages", async ({ page }) => {
    for (const lang of ["en", "cn"] as const) {
      await openSearch(page, `/${lang}/searchlist`);
      const box = main(page).getByRole("searchbox", { name: lang === "en" ? "Keyword" : "关键词" });
      await box.fill("x".repeat(250));
      await expect(box).toHaveValue("x".repeat(200));
      await expect(main(page).getByRole("alert").filter({ hasText: TOO_LONG[lang] })).toBeVisible();
    }
  });

  test("the server caps a 5,000-character term too, without an error", async ({ page }) => {
    const response = await page.goto(`/en/searchlist?content=${"neuron".repeat(834)}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole("alert").filter({ hasText: TOO_LONG.en })).toBeVisible();
    const line = await main(page).locator(".search-query__text").textContent();
    expect(line).toBe(`(All: ${"neuron".repeat(834).slice(0, 200)})`);
  });

  for (const lang of ["en", "cn"] as const) {
    const keyword = lang === "en" ? "Keyword" : "关键词";

    test(`an empty search does nothing; an empty URL asks for a term (${lang})`, async ({ page }) => {
      await openSearch(page, `/${lang}/searchlist?content=HeLa`);
      const navigations = recordNavigations(page);
      const box = main(page).getByRole("searchbox", { name: keyword });
      await box.fill("   ");
      await box.press("Enter");
      await settle(page);
      expect(navigations).toEqual([]);
      await expect(page).toHaveURL(/content=HeLa$/);

      await page.goto(`/${lang}/searchlist?content=`);
      await expect(main(page).getByRole("alert").filter({ hasText: REQUIRED[lang] })).toBeVisible();
    });

    test(`a search identical to the current one does nothing (${lang})`, async ({ page }) => {
      await openSearch(page, `/${lang}/searchlist?content=HeLa`);
      const navigations = recordNavigations(page);
      const box = main(page).getByRole("searchbox", { name: keyword });
      await box.fill(" hela ");
      await box.press("Enter");
      await settle(page);
      expect(navigations).toEqual([]);
      await box.fill("HeLa cells");
      await box.press("Enter");
      await expect(page).toHaveURL(/content=HeLa\+cells$/);
    });

    test(`apostrophes become spaces (${lang})`, async ({ page }) => {
      await openSearch(page, `/${lang}/searchlist`);
      const box = main(page).getByRole("searchbox", { name: keyword });
      await box.fill("3'-UTR");
      await box.press("Enter");
      await expect(page).toHaveURL(/content=3\+-UTR$/);
      await expect(main(page).locator(".search-query__text")).toHaveText(lang === "en" ? "(All: 3 -UTR)" : "(全部: 3 -UTR)");
    });
  }

  test("says when nothing is found, in both languages", async ({ page }) => {
    for (const lang of ["en", "cn"] as const) {
      await page.goto(`/${lang}/searchlist?content=qwxzvbnmkj`);
      await expect(main(page).getByRole("heading", { name: NO_RESULTS[lang] })).toBeVisible();
      await expect(main(page).locator(".search-hit")).toHaveCount(0);
    }
  });

  test("searches a scope and labels it in the page's language", async ({ page }) => {
    await openSearch(page, "/cn/searchlist");
    await main(page).getByRole("searchbox", { name: "关键词" }).fill("细胞");
    await main(page).getByRole("combobox", { name: "检索范围" }).selectOption({ label: "标题" });
    await main(page).getByRole("searchbox", { name: "关键词" }).press("Enter");
    await expect(page).toHaveURL(/content=%E7%BB%86%E8%83%9E&scope=title$/);
    await expect(main(page).locator(".search-query")).toHaveText("检索式： (标题: 细胞)");
    const title = main(page).locator(".search-hit__title").first();
    await expect(title.locator("mark").first()).toHaveText("细胞");
  });
});

test.describe("Chinese and mixed queries", () => {
  test("one and two Chinese characters find longer words, highlighted", async ({ page }) => {
    await page.goto("/cn/searchlist?content=细胞");
    await expect(main(page).locator(".search-results__count")).toHaveText(/^(共 [\d,]+ 条结果|超过 1,?000 条结果)$/);
    await expect(main(page).locator(".search-hit mark").first()).toHaveText("细胞");
    await page.goto("/cn/searchlist?content=癌");
    await expect(main(page).locator(".search-hit mark").first()).toHaveText("癌");
    await page.goto("/cn/searchlist?content=细胞增殖");
    await expect(main(page).locator(".search-hit").first()).toContainText("细胞增殖");
  });

  test("mixed Chinese and Latin terms must all match", async ({ page }) => {
    await page.goto(`/en/searchlist?content=${encodeURIComponent("HeLa 细胞")}`);
    const first = main(page).locator(".search-hit").first();
    await expect(first).toBeVisible();
    const marks = await main(page).locator(".search-hit mark").allTextContents();
    expect(marks.some((m) => /HeLa/i.test(m))).toBe(true);
  });
});

test.describe("list kinds, filters, sorts and pages", () => {
  test("switches between protocols and preprints and remembers each kind's filters", { tag: "@narrow" }, async ({ page }) => {
    await openSearch(page, "/en/searchlist?content=protocol");
    await expect(main(page).getByRole("link", { name: "Protocols" })).toHaveAttribute("aria-current", "page");
    await main(page).getByRole("link", { name: "Preprints" }).click();
    await expect(page).toHaveURL(/kind=bpp/);
    await expect(main(page).getByRole("link", { name: "Preprints" })).toHaveAttribute("aria-current", "page");

    // A filter for preprints …
    const filters = await openFilters(page);
    await filters.getByRole("combobox", { name: "Research area" }).selectOption({ label: "Neuroscience" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/kind=bpp&area=6/);
    await expect(main(page).locator(".search-hit").first()).toBeVisible();

    // … is not applied to protocols, and comes back with preprints.
    await main(page).getByRole("link", { name: "Protocols" }).click();
    await expect(page).toHaveURL(/\/en\/searchlist\?content=protocol$/);
    await main(page).getByRole("link", { name: "Preprints" }).click();
    await expect(page).toHaveURL(/kind=bpp&area=6/);
    expect(await page.evaluate(() => sessionStorage.getItem("searchFiltersByKind"))).toContain("area=6");
  });

  test("filters by organism and a custom publication date range", { tag: "@narrow" }, async ({ page }) => {
    await openSearch(page, "/en/searchlist?content=protocol");
    const filters = await openFilters(page);
    await filters.getByRole("combobox", { name: "Organism" }).selectOption({ label: "Mouse (Mus musculus)" });
    await filters.getByRole("radio", { name: "Custom range" }).check();
    await filters.getByRole("combobox", { name: "From Year" }).selectOption("2020");
    await filters.getByRole("combobox", { name: "From Month" }).selectOption({ label: "Mar" });
    await filters.getByRole("combobox", { name: "To Year" }).selectOption("2021");
    await filters.getByRole("combobox", { name: "To Month" }).selectOption({ label: "Jun" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/organism=\d+&date=custom&from=2020-03&to=2021-06/);
    const dates = () => main(page).locator(".search-hit__meta time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
    await expect.poll(async () => {
      const list = await dates();
      return list.length > 0 && list.every((d) => d >= "2020-03-01" && d <= "2021-06-30");
    }).toBe(true);
  });

  test("sorts by date and by views, and pages", async ({ page }) => {
    await openSearch(page, "/en/searchlist?content=cells");
    const pages = main(page).getByRole("navigation", { name: "Result pages" });
    await main(page).getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Date" });
    await expect(page).toHaveURL(/sort=date/);
    // The address bar changes before React has rendered the new page (a transition): wait for the page itself,
    // whose links carry its sort, before reading its results.
    await expect(pages.getByRole("link", { name: "Next" })).toHaveAttribute("href", /sort=date&page=2/);
    const dates = () => main(page).locator(".search-hit__meta time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
    await expect.poll(async () => {
      const list = await dates();
      return list.join() === [...list].sort().reverse().join() && list[0] === [...list].sort().at(-1);
    }).toBe(true);

    // Paging in date order: views change while other tests read protocols, dates do not.
    const hrefs = () => main(page).locator(".search-hit__title a").evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
    const firstPage = await hrefs();
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/sort=date&page=2/);
    await expect(pages.locator("[aria-current=page]")).toHaveText("2");
    expect((await hrefs()).filter((t) => firstPage.includes(t))).toEqual([]);
    expect(await hrefs()).toHaveLength(20);

    await main(page).getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Views" });
    await expect(page).toHaveURL(/sort=views/);
    await expect(pages.getByRole("link", { name: "Next" })).toHaveAttribute("href", /sort=views&page=2/);
    const views = () =>
      main(page)
        .locator(".search-hit__meta span:last-child")
        .evaluateAll((els) => els.map((e) => Number(e.textContent!.replace(/\D/g, ""))));
    await expect.poll(async () => {
      const list = await views();
      return list.join() === [...list].sort((a, b) => b - a).join();
    }).toBe(true);
  });
});

test.describe("snippets and the full text", () => {
  test("visitors are told a match is in the full text, never shown it", async ({ page }) => {
    await page.goto("/en/searchlist?content=vortex");
    const first = main(page).locator(".search-hit").first();
    await expect(first.locator(".search-hit__note")).toContainText("Found in the full text.");
    await expect(first.locator(".search-hit__snippet mark")).toHaveCount(0);
    await expect(first.locator(".search-hit__snippet")).not.toContainText(/vortex/i);
    await page.goto("/cn/searchlist?content=vortex");
    await expect(main(page).locator(".search-hit").first().getByRole("link", { name: "登录/注册后免费查看全文" })).toBeVisible();
  });

  test("signed-in readers see the full-text passage, highlighted", async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!);
    await page.goto("/en/searchlist?content=vortex");
    const first = main(page).locator(".search-hit").first();
    await expect(first.locator(".search-hit__source")).toHaveText("From the full text:");
    // Stems: vortex also finds vortexing (a word of the steps, in no title or abstract).
    await expect(first.locator(".search-hit__snippet mark").first()).toHaveText(/^vortex/i);
    await expect(first.locator(".search-hit__note")).toHaveCount(0);
  });
});
