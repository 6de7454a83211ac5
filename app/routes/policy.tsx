import type { Route } from "./+types/policy";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage } from "~/lib/content-page.server";
import { MarkdownPage } from "~/components/content/MarkdownPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** SPEC §2.2 /{lang}/policy: the privacy policy (not for children under 13), from content/{lang}/policy.md. */
export async function loader({ request }: Route.LoaderArgs) {
  return { page: await requireContentPage("policy", guardLanguage(request)) };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} />;
}
