import type { Route } from "./+types/webptest";
import { createFormatProbes } from "@core/images/create-format-probes";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage } from "~/lib/content-page.server";
import { ContentPage } from "~/components/content/ContentPage";
import { FormatCheck } from "~/components/content/FormatCheck";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/**
 * SPEC §2.2 /{lang}/webptest ("listed, content not described"): the image-format check (ADR 0052). The server
 * encodes tiny WebP and AVIF probes; the browser tries to decode them (and an SVG) and shows what it supports.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const [page, probes] = await Promise.all([requireContentPage("webptest", lang), createFormatProbes()]);
  return { page, probes: probes.map(({ format, dataUri }) => ({ format, dataUri })) };
}

export default function ImageFormatCheck({ loaderData }: Route.ComponentProps) {
  const { page, probes } = loaderData;
  return (
    <ContentPage
      document={page}
      className="webptest-page"
    >
      <FormatCheck probes={probes} />
    </ContentPage>
  );
}
