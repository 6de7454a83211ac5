import { Link, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/bpdetail-version";
import { formatDate } from "@core/dates/format-date";
import { findProtocolVersion } from "@core/protocols/find-protocol-version";
import { notFound, parameterError } from "~/lib/route-errors";
import { getSessionUser } from "~/lib/session.server";
import { resolveProtocolRequest } from "~/lib/protocol-page.server";
import { chooseProtocolTexts } from "~/lib/protocol-texts.server";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FullTextLocked } from "~/components/reading/FullTextLocked";
import { ProtocolTexts } from "~/components/reading/ProtocolTexts";
import { localized } from "@core/content/localized";

/** `v`: the version's number, a positive whole number. */
function parseVersion(value: string | null): number | null {
  return value !== null && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * An earlier version of a protocol, as it was online before a newer one replaced it (ADR 0101): its title,
 * authors, abstract and — for signed-in readers, as on the protocol page (SPEC §1, §6) — its full text, under a
 * notice that leads to the current version. Not indexed: the protocol page is the article's one address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const version = parseVersion(new URL(request.url).searchParams.get("v"));
  const resolved = await resolveProtocolRequest(request, params.lang, context, "bpdetail/version");
  if (resolved.kind === "parameter-error" || version === null) throw parameterError();
  if (resolved.kind === "not-found") throw notFound();
  if (resolved.kind === "other-type") throw redirect(`${resolved.location}&v=${version}`, 301);
  const { lang, protocol } = resolved;
  const view = await findProtocolVersion(context.db, protocol.id, version);
  const current = `/${lang}/bpdetail?id=${protocol.id}&type=${protocol.kind}`;
  if (!view) {
    // The newest version is the protocol page itself.
    if (protocol.versions.at(-1)?.version === version) throw redirect(current);
    throw notFound();
  }
  const user = await getSessionUser(request, context);
  const texts = chooseProtocolTexts(request, context, { bodies: view.bodies, pageLang: lang, signedIn: user !== null });
  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  if (texts.setCookie) headers.append("Set-Cookie", texts.setCookie);
  const { bodies: _bodies, ...shown } = view;
  return data(
    {
      protocol: { id: protocol.id, kind: protocol.kind, doi: protocol.doi },
      view: shown,
      current,
      // SPEC §1, §6: the full text only reaches signed-in readers.
      texts: { mode: texts.mode, available: texts.available, shown: texts.shown },
      signedIn: user !== null,
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function ProtocolVersionPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const { view, current, texts, signedIn } = loaderData;
  const cn = lang === "cn";
  const title = localized(lang, view.titleEn, view.titleCn);
  const abstract = localized(lang, view.abstractEn, view.abstractCn);
  const enIf = (missing: boolean) => (cn && missing ? "en" : undefined);
  const next = view.version + 1;
  const note = cn ? view.nextNote.cn || view.nextNote.en : view.nextNote.en;
  const loginHref = `/${lang}/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return (
    <main id="main" className="container protocol-page">
      <PageHead title={t("reading.oldVersion.title", { version: view.version, title })} noindex />
      <article className="protocol protocol--old-version" aria-labelledby="protocol-title">
        <aside className="reading-notice reading-notice--warning" aria-labelledby="old-version-notice">
          <p id="old-version-notice">
            {t("reading.oldVersion.notice", {
              version: view.version,
              from: formatDate(view.publishedOn, lang),
              until: formatDate(view.replacedOn, lang),
              next,
            })}
          </p>
          {note ? (
            <p>
              <strong>{t("punct.colon", { label: t("reading.oldVersion.changed", { next }) })}</strong> {note}
            </p>
          ) : null}
          <p>
            <Link className="button" to={current}>
              {t("reading.oldVersion.current", { latest: view.latest })}
            </Link>
          </p>
        </aside>
        <header className="protocol__header">
          <p className="protocol__badges">
            <span className="protocol-badge protocol-badge--warning">
              {t("reading.version", { version: view.version })}
            </span>
          </p>
          <h1 id="protocol-title" className="protocol__title" lang={enIf(!view.titleCn)}>
            {title}
          </h1>
          <ul className="protocol__authors" aria-label={t("reading.authors")}>
            {view.authors.map((a, i) => (
              <li key={i}>
                <span className="protocol-author-name">{localized(lang, a.nameEn, a.nameCn)}</span>
              </li>
            ))}
          </ul>
        </header>
        <section id="abstract" className="protocol__abstract" aria-labelledby="abstract-title">
          <h2 id="abstract-title">{t("reading.abstract")}</h2>
          <p lang={enIf(!view.abstractCn)}>{abstract}</p>
        </section>
        {signedIn ? <ProtocolTexts texts={texts} /> : <FullTextLocked loginHref={loginHref} />}
      </article>
    </main>
  );
}
