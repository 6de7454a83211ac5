import { expect, test, type Page } from "@playwright/test";
import { asNewVisitor, formsDb, uniqueAddress } from "./forms-helpers";
import { waitForHydration } from "./fixtures";
import { slowPhone } from "./hydration-helpers";

/**
 * Issue 19 item 7: what a reader on a slow phone does before the page's JavaScript has run is kept. Each test
 * holds the scripts back (slowPhone), clicks, chooses and types, then lets React hydrate and checks that the
 * inputs still hold the reader's choices and that those choices are what the form sends.
 */
test.beforeEach(async ({ page, context, baseURL }) => {
  await asNewVisitor(page, context, baseURL!);
});

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 980;

/**
 * What a slow phone does runs at phone width only (playwright.config.ts leaves `@phone` out of the desktop
 * project): the forms and boxes are the same elements at both widths, and a phone is where scripts come late.
 * The header's search box is the exception: on a phone it sits in a panel that needs JavaScript.
 */
const PHONE = { tag: "@phone" };

test("a page's code starts once the page has painted, and hydrates it, kept by the cache or not (ADR 0153)", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const policies: string[] = [];
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto("/en/archive");
    policies.push((await response!.allHeaders())["content-security-policy"] ?? "");
    await waitForHydration(page);
    const { paint, code } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      code: performance
        .getEntriesByType("resource")
        .filter((r) => /^\/assets\/.+\.js$/.test(new URL(r.name).pathname))
        .map((r) => r.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(code.length).toBeGreaterThan(5);
    expect(Math.min(...code)).toBeGreaterThanOrEqual(paint!);
  }
  // The second copy came from the visitors' page cache, whose policy names the inline scripts by hash (ADR 0145).
  expect(policies[1]).toContain("'sha256-");
  expect(refused).toEqual([]);
});

/** What the browser would send for the form: the values React leaves in the DOM after hydration. */
function sent(page: Page, selector: string, name: string) {
  return page.locator(selector).evaluate((form, n) => new FormData(form as HTMLFormElement).getAll(n).map(String), name);
}

test("alerts: the categories, language, box and address chosen before hydration are subscribed", PHONE, async ({ page }) => {
  const phone = await slowPhone(page);
  await phone.open("/en/alerts");
  const form = page.locator("main form");
  const address = uniqueAddress("early");
  await form.getByLabel("E-mail", { exact: true }).fill(address);
  await form.getByLabel("Neuroscience").check();
  await form.getByLabel("Immunology").check();
  await form.getByLabel("中文").check();
  await form.getByLabel("Yes, send me OPLS e-mail alerts. I can unsubscribe at any time.").check();
  await phone.hydrate();

  await expect(form.getByLabel("Neuroscience")).toBeChecked();
  await expect(form.getByLabel("Immunology")).toBeChecked();
  await expect(form.getByLabel("中文")).toBeChecked();
  await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue(address);
  // After hydration a click still works, both ways.
  await form.getByLabel("Immunology").uncheck();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Successfully subscribed." })).toBeVisible();
  const subscription = await formsDb((db) =>
    db.selectFrom("subscriptions").selectAll().where("email", "=", address).executeTakeFirstOrThrow(),
  );
  expect(JSON.parse(subscription.category_ids)).toEqual([6]);
  expect(subscription.language).toBe("cn");
});

test("reviewer, ambassador and help forms keep choices and text made before hydration", PHONE, async ({ page }) => {
  let phone = await slowPhone(page);
  await phone.open("/en/becomereviewer");
  await page.locator("main form").getByLabel("Immunology").check();
  await page.locator("main form").getByLabel("Full name", { exact: true }).fill("Maria Rossi");
  await phone.hydrate();
  await expect(page.locator("main form").getByLabel("Immunology")).toBeChecked();
  expect(await sent(page, "main form", "name")).toEqual(["Maria Rossi"]);

  await page.unrouteAll({ behavior: "wait" });
  phone = await slowPhone(page);
  await phone.open("/en/ambassador");
  const form = page.locator("main form");
  await form.getByLabel("Current stage", { exact: true }).selectOption({ label: "Doctoral student" });
  await form.getByLabel("I am 18 years of age or older.").check();
  await phone.hydrate();
  await expect(form.getByLabel("Current stage", { exact: true })).toHaveValue("doctoral");
  await expect(form.getByLabel("I am 18 years of age or older.")).toBeChecked();
  expect(await sent(page, "main form", "degree")).toEqual(["doctoral"]);
  expect(await sent(page, "main form", "adult")).toEqual(["on"]);

  await page.unrouteAll({ behavior: "wait" });
  phone = await slowPhone(page);
  await phone.open("/en/help");
  await page.locator("main form").getByLabel("Your request", { exact: true }).fill("The PDF stops at 80%.");
  await phone.hydrate();
  await expect(page.locator("main form").getByLabel("Your request", { exact: true })).toHaveValue("The PDF stops at 80%.");
});

test("a field corrected before hydration, after a post without scripts, loses the server's message once hydrated", PHONE, async ({
  page,
}) => {
  const phone = await slowPhone(page);
  await phone.open("/cn/help");
  const form = page.locator("main form");
  // The scripts are held back, so the browser posts the form itself and the server answers with the page.
  await form.getByRole("button", { name: "提交" }).click();
  await expect(form.getByText("请详细描述您的问题。")).toBeVisible();
  await expect(form.getByText("请输入您的邮箱。")).toBeVisible();
  await form.getByLabel("问题描述", { exact: true }).fill("PDF 下载到 80% 就停止了。");
  await phone.hydrate();
  await expect(form.getByText("请详细描述您的问题。")).toBeHidden();
  // The field left as it was keeps the server's message.
  await expect(form.getByText("请输入您的邮箱。")).toBeVisible();
  await expect(form.getByLabel("问题描述", { exact: true })).toHaveValue("PDF 下载到 80% 就停止了。");
});

test("psi form keeps its checkbox, selects and radio chosen before hydration", PHONE, async ({ page }) => {
  const phone = await slowPhone(page);
  await phone.open("/en/psi");
  const form = page.locator("main form");
  await form.getByLabel("I am the corresponding author.").check();
  await form.getByLabel("Subject area", { exact: true }).selectOption({ label: "Microbiology" });
  await form.getByLabel("It was used in my own published article or preprint").check();
  await form.getByLabel("Manuscript status", { exact: true }).selectOption({ label: "Complete: ready to submit" });
  await phone.hydrate();
  await expect(form.getByLabel("I am the corresponding author.")).toBeChecked();
  await expect(form.getByLabel("It was used in my own published article or preprint")).toBeChecked();
  await expect(form.getByLabel("Manuscript status", { exact: true })).toHaveValue("complete");
  expect(await sent(page, "main form", "manuscriptStatus")).toEqual(["complete"]);
});

test("submission form keeps its route, category and waiver chosen before hydration", PHONE, async ({ page }) => {
  const phone = await slowPhone(page);
  await phone.open("/en/submission");
  const form = page.locator("main form");
  await form.getByLabel("Self-submission").check();
  await form.getByLabel("Subject category", { exact: true }).selectOption({ label: "Microbiology" });
  await form.getByLabel("Partial waiver").check();
  await phone.hydrate();
  await expect(form.getByLabel("Self-submission")).toBeChecked();
  await expect(form.getByLabel("Partial waiver")).toBeChecked();
  expect(await sent(page, "main form", "waiver")).toEqual(["partial"]);
  await expect(form.getByLabel("Subject category", { exact: true })).not.toHaveValue("");
});

test("the home hero search box searches what was typed before hydration", PHONE, async ({ page }) => {
  const phone = await slowPhone(page);
  await phone.open("/en");
  const box = page.locator("form.home-hero__search").getByRole("searchbox");
  await box.fill("earlyhero");
  await phone.hydrate();
  await expect(box).toHaveValue("earlyhero");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/searchlist\?content=earlyhero$/);
});

test("the header search box searches what was typed before hydration", async ({ page }) => {
  test.skip(isMobile(page), "the mobile header search opens in a panel, which needs JavaScript");
  const phone = await slowPhone(page);
  await phone.open("/en/faqs");
  const box = page.locator(".site-header form.header-search").getByRole("searchbox");
  await box.fill("earlyheader");
  await phone.hydrate();
  await expect(box).toHaveValue("earlyheader");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/searchlist\?content=earlyheader$/);
});

test("the search page's box keeps the term and scope chosen before hydration", PHONE, async ({ page }) => {
  const phone = await slowPhone(page);
  await phone.open("/en/searchlist?content=cell");
  const main = page.locator("main");
  await main.getByRole("searchbox", { name: "Keyword" }).fill("earlypage");
  await main.getByRole("combobox", { name: "Search in" }).selectOption("title");
  await phone.hydrate();
  await expect(main.getByRole("searchbox", { name: "Keyword" })).toHaveValue("earlypage");
  await expect(main.getByRole("combobox", { name: "Search in" })).toHaveValue("title");
  await main.getByRole("searchbox", { name: "Keyword" }).press("Enter");
  await expect(page).toHaveURL(/content=earlypage&scope=title$/);
});
