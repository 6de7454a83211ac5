import "virtual:messages/with/office";
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/editorial-draft-preview";
import { allowedValue } from "@core/config/allowed-value";
import { isoDay } from "@core/dates/iso-day";
import { findDraft } from "@core/editorial/find-draft";
import { previewDraft } from "@core/editorial/preview-draft";
import { useI18n } from "~/i18n/translate";
import { ProtocolPage } from "~/components/reading/ProtocolPage";
import { editorialRecordId, requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { buildProtocolPageData } from "~/lib/protocol-page-data.server";
import { chooseProtocolTexts } from "~/lib/protocol-texts.server";
import { notFound, parameterError } from "~/lib/route-errors";
import { siteOrigin } from "~/lib/site-origin.server";
import "~/styles/editorial.css";

/** Whom the preview shows the page to: a signed-in reader (full text) or a visitor (the log-in prompt). */
const AUDIENCES = ["reader", "visitor"] as const;
type Audience = (typeof AUDIENCES)[number];

function audienceOf(value: string | null): Audience | null {
  if (value === null || value === "") return "reader";
  return allowedValue(AUDIENCES, value);
}

/**
 * /{lang}/editorial/drafts/:id/preview?as=reader|visitor (issue 14, ADR 0102): the protocol page a draft will
 * have once online, built by the page's own data builder and component, as a signed-in reader or a visitor
 * will see it, in the page's language. Editors only; never cached or indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const lang = guardLanguage(request);
  const id = editorialRecordId(params.id);
  const audience = audienceOf(new URL(request.url).searchParams.get("as"));
  if (audience === null) throw parameterError();
  const stored = await findDraft(context.db, id);
  if (!stored) throw notFound();
  if (stored.publishedProtocolId !== null)
    throw redirect(`/${lang}/bpdetail?id=${stored.publishedProtocolId}&type=${stored.draft.kind}`);
  const preview = await previewDraft(context.db, stored.draft, stored.protocolId, isoDay());
  if (!preview) throw notFound();
  const signedIn = audience === "reader";
  const texts = chooseProtocolTexts(request, context, { bodies: preview.bodies, pageLang: lang, signedIn });
  const page = buildProtocolPageData({
    protocol: preview.protocol,
    lang,
    origin: siteOrigin(context),
    texts,
    signedIn,
    favourited: null,
    related: [],
    questions: [],
    citingWorks: [],
  });
  // Not an article yet: no citation tags or structured data to send.
  return data(
    { draftId: stored.id, audience, page: { ...page, citationMeta: [], jsonLd: "" } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function DraftPreviewPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { draftId, audience, page } = loaderData;
  const base = `/${lang}/editorial/drafts/${draftId}/preview`;
  const other = (l: "en" | "cn") => `/${l}/editorial/drafts/${draftId}/preview?as=${audience}`;
  return (
    <>
      <aside className="editorial-preview-bar" aria-labelledby="editorial-preview-title">
        <div className="container">
          <p id="editorial-preview-title">
            <strong>{t("editorial.preview.title", { id: draftId })}</strong>{" "}
            {t(audience === "reader" ? "editorial.preview.asReader" : "editorial.preview.asVisitor")}
          </p>
          <p>{t("editorial.preview.note")}</p>
          <ul className="editorial-preview-links">
            <li>
              <Link to={`${base}?as=reader`} aria-current={audience === "reader" ? "page" : undefined}>
                {t("editorial.preview.reader")}
              </Link>
            </li>
            <li>
              <Link to={`${base}?as=visitor`} aria-current={audience === "visitor" ? "page" : undefined}>
                {t("editorial.preview.visitor")}
              </Link>
            </li>
            <li>
              <Link to={other("en")} lang="en" aria-current={lang === "en" ? "page" : undefined}>
                English
              </Link>
            </li>
            <li>
              <Link to={other("cn")} lang="zh-CN" aria-current={lang === "cn" ? "page" : undefined}>
                中文
              </Link>
            </li>
            <li>
              <Link to={`/${lang}/editorial/drafts/${draftId}`}>{t("editorial.preview.back")}</Link>
            </li>
          </ul>
        </div>
      </aside>
      <ProtocolPage loaderData={page} preview />
    </>
  );
}
