import { describe, expect, it } from "vitest";
import { matchPath } from "react-router";
import routes from "~/routes";
import * as editorial from "@seed/content/editorial/content";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every page path of the route table, without the not-found catch-alls. */
function routePatterns(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((r) => {
    const own = r.path ? `${parent}/${r.path}` : parent || "/";
    const here = r.path === "*" ? [] : [own.replace(/\/+/g, "/")];
    return [...here, ...routePatterns(r.children ?? [], own)];
  });
}

/** The site's own addresses the demo journal's editorial content links to (ads, webinars, news …). */
function internalUrls(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") {
    if (/^\/(en|cn)(\/|\?|$)/.test(value)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) internalUrls(v, found);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) internalUrls(v, found);
  }
  return found;
}

describe("the demo journal's editorial content", () => {
  const patterns = routePatterns(routes as RouteEntry[]);
  const urls = internalUrls(editorial);

  it("links to the site's own pages", () => {
    expect(urls.length).toBeGreaterThan(0);
    expect(patterns).toContain("/:lang/ambassador");
  });

  it.each(internalUrls(editorial))("%s is a page of the route table", (url) => {
    const pathname = url.split(/[?#]/)[0]!;
    expect(patterns.some((p) => matchPath(p, pathname))).toBe(true);
  });
});
