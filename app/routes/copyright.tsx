import type { Route } from "./+types/copyright";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage } from "~/lib/content-page.server";
import { MarkdownPage } from "~/components/content/MarkdownPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** SPEC §2.2 /{lang}/copyright: the copyright and licensing, from content/{lang}/copyright.md. */
export async function loader({ request }: Route.LoaderArgs) {
  return { page: await requireContentPage("copyright", guardLanguage(request)) };
}

export default function Copyright({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage page={loaderData.page} />;
}
