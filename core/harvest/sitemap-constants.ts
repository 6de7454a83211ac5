import { CATEGORIES } from "../categories/categories";

/** The sitemaps protocol's limit of URLs in one file (sitemaps.org). Each page is listed in both languages. */
export const SITEMAP_MAX_URLS = 50_000;

/** Listing and content pages (paths after /{lang}), each in the "pages" sitemap with its two languages. */
export const SITEMAP_PAGES: readonly string[] = [
  "",
  "/archive",
  "/press",
  "/read",
  "/cited",
  "/searchlist?kind=bpp",
  "/authors",
  "/about",
  "/service",
  "/policy",
  "/copyright",
  "/news",
  "/faqs",
  "/specialissue",
  "/collections",
  "/webinars",
  "/videos",
  "/ambassadorlist",
  ...CATEGORIES.map((c) => `/category?fl1=${c.id}&c=1`),
];
