import type { Route } from "./+types/service";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage } from "~/lib/content-page.server";
import { MarkdownPage } from "~/components/content/MarkdownPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** SPEC §2.2 /{lang}/service: the terms of service (eligibility 18+, governing law California), from content/{lang}/service.md. */
export async function loader({ request }: Route.LoaderArgs) {
  return { page: await requireContentPage("service", guardLanguage(request)) };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} />;
}
