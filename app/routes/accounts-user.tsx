import "virtual:messages/with/accounts";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/accounts-user";
import { formatDate } from "@core/dates/format-date";
import { listUserFavourites } from "@core/favourites/list-user-favourites";
import { listQuestions } from "@core/questions/list-questions";
import { findPublicProfile } from "@core/users/find-public-profile";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { Avatar } from "~/components/account/Avatar";
import { QuestionList } from "~/components/account/QuestionList";
import { loginPath } from "~/lib/account-route.server";
import { notFound, parameterError } from "~/lib/route-errors";
import { getSessionUser } from "~/lib/session.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { parseRecordId } from "@core/db/parse-record-id";
import { localized } from "@core/content/localized";

/**
 * A reader's page (SPEC §2.3 "user home, with id"): name, picture, affiliation and questions for
 * everyone; the favourites only for the reader themself (ADR 0033). Without id: one's own page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const url = new URL(request.url);
  const viewer = await getSessionUser(request, context);
  const id = url.searchParams.get("id");
  if (id === null || id === "") {
    throw redirect(viewer ? `/${lang}/user?id=${viewer.id}` : loginPath(lang, `/${lang}/user`));
  }
  const userId = parseRecordId(id);
  if (userId === null) throw parameterError();
  const profile = await findPublicProfile(context.db, userId);
  if (!profile) throw notFound();
  const isOwner = viewer?.id === profile.id;
  const [favourites, questions] = await Promise.all([
    isOwner ? listUserFavourites(context.db, profile.id) : Promise.resolve(null),
    // Editors see hidden posts too, marked (ADR 0111).
    listQuestions(context.db, { userId: profile.id, limit: 50, includeHidden: viewer?.isEditor === true }),
  ]);
  return { profile, isOwner, favourites, questions };
}

export default function UserPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { profile, isOwner, favourites, questions } = loaderData;
  const here = `/${lang}/user?id=${profile.id}`;
  const name = profile.name || t("accounts.user.unnamed", { id: String(profile.id) });
  return (
    <main id="main" className="container accounts-page">
      <PageHead title={name} description={t("accounts.page.userDescription")} canonicalParams={["id"]} noindex={!isOwner && questions.length === 0} />
      <header className="accounts-user-head">
        <Avatar person={profile} size={88} className="accounts-avatar--large" />
        <div>
          <h1>{name}</h1>
          {profile.affiliation ? <p className="accounts-user-head__affiliation">{profile.affiliation}</p> : null}
          <p className="accounts-muted">{t("accounts.user.memberSince", { date: formatDate(profile.memberSince, lang) })}</p>
          {isOwner ? (
            <Link to={`/${lang}/profile?redirect=${encodeURIComponent(here)}`} className="button button--secondary">
              {t("accounts.user.editProfile")}
            </Link>
          ) : null}
        </div>
      </header>

      {favourites ? (
        <section aria-labelledby="favourites-heading" className="accounts-section">
          <h2 id="favourites-heading">{t("accounts.user.favourites")}</h2>
          {favourites.length === 0 ? (
            <p className="accounts-muted">{t("accounts.user.noFavourites")}</p>
          ) : (
            <ul className="accounts-favourites">
              {favourites.map((f) => {
                const title = localized(lang, f.titleEn, f.titleCn);
                return (
                  <li key={f.id}>
                    <Link to={`/${lang}/bpdetail?id=${f.id}&type=${f.kind}`} lang={lang === "cn" && !f.titleCn ? "en" : undefined}>
                      {title}
                    </Link>
                    <span className="accounts-muted"> · {t("accounts.user.favouritedOn", { date: formatDate(f.favouritedAt, lang) })}</span>
                    <Form method="post" action={`/${lang}/favourite`} className="accounts-inline-form">
                      <input type="hidden" name="protocol_id" value={f.id} />
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="redirect" value={here} />
                      <button type="submit" className="accounts-link-button">
                        {t("accounts.favourite.remove")}
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="questions-heading" className="accounts-section">
        <h2 id="questions-heading">{t("accounts.user.questions")}</h2>
        {questions.length === 0 ? <p className="accounts-muted">{t("accounts.user.noQuestions")}</p> : <QuestionList questions={questions} showProtocol reportable />}
      </section>
    </main>
  );
}
