/**
 * Paths (after /{lang}) of accounts, forms and per-reader pages: crawlers have nothing to index there and
 * every visit would be a wasted form view or a login redirect.
 */
const PRIVATE_PAGES = [
  "login",
  "signup",
  "profile",
  "user",
  "forgot-password",
  "reset-password",
  "favourite",
  "questions",
  "submission",
  "psi",
  "alerts",
  "ambassador",
  "becomereviewer",
  "help",
  "editorial",
  "bpdetail/pdf",
  "bpdetail/xml",
  "bpdetail/ris",
  "bpdetail/bib",
];

/** Machine paths outside the language segment: APIs, uploads, avatars, the OAI-PMH endpoint (harvesters' own). */
const PRIVATE_ROOTS = ["/api/", "/v1/", "/uploads/", "/avatars/", "/ad-close", "/cookie-notice", "/oai"];

/** /robots.txt: the sitemap index, what crawlers may skip, and the assets they need to render pages. */
export function buildRobotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /assets/", "Allow: /images/", "Allow: /figures/"];
  for (const lang of ["en", "cn"]) for (const p of PRIVATE_PAGES) lines.push(`Disallow: /${lang}/${p}`);
  for (const p of PRIVATE_ROOTS) lines.push(`Disallow: ${p}`);
  lines.push("", `Sitemap: ${origin}/sitemap.xml`, "");
  return lines.join("\n");
}
