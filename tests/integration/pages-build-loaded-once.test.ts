import { afterAll, beforeAll, expect, it } from "vitest";
import { startSite, type RunningSite } from "./http-server";

/**
 * React Router derives its route table from a build object once, but from a build function again for every request
 * (about a sixth of a page's rendering). The production application loads the build once and hands over the object.
 */
let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

it("loads the pages' build once, for the first requests together and every request after", async () => {
  const first = await Promise.all(["/en/about", "/cn/about"].map((p) => fetch(site.origin + p)));
  expect(first.map((r) => r.status)).toEqual([200, 200]);
  const later = await Promise.all(["/en/faqs", "/en/no-such-page"].map((p) => fetch(site.origin + p)));
  expect(later.map((r) => r.status)).toEqual([200, 404]);
  expect(await later[0]!.text()).toContain("<html");
  expect(site.buildLoads()).toBe(1);
});
