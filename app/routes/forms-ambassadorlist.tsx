import "virtual:messages/with/forms";
import { Link } from "react-router";
import type { Route } from "./+types/forms-ambassadorlist";

import { listAmbassadorsByCountry } from "@core/ambassadors/list-ambassadors";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { languageListLoader } from "~/lib/content-page.server";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

export const loader = languageListLoader("countries", listAmbassadorsByCountry);

/** /{lang}/ambassadorlist: the campus ambassadors, by country and, within it, by institution, with their photos. */
export default function AmbassadorListPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { countries } = loaderData;
  const total = countries.reduce((n, c) => n + c.institutions.reduce((m, i) => m + i.ambassadors.length, 0), 0);
  return (
    <main id="main" className="container forms-page">
      <PageHead title={t("forms.ambassadorList.title")} description={t("forms.ambassadorList.description")} />
      <h1>{t("forms.ambassadorList.title")}</h1>
      <p className="forms-lead">
        {t("forms.ambassadorList.summary", { count: total, countries: countries.length })}{" "}
        <Link to={`/${lang}/ambassador`}>{t("forms.ambassadorList.apply")}</Link>
      </p>
      {countries.length === 0 ? <p>{t("forms.ambassadorList.empty")}</p> : null}
      {countries.map((country, index) => (
        <section key={country.country} className="ambassador-country" aria-labelledby={`ambassador-country-${index}`}>
          <h2 id={`ambassador-country-${index}`}>{country.country}</h2>
          <ul className="ambassador-grid">
            {country.institutions.flatMap((institution) =>
              institution.ambassadors.map((a) => (
                <li key={a.id} className="ambassador-card">
                  <ResponsiveImage src={a.photoUrl} sizes="96px" alt="" width={96} height={96} loading="lazy" />
                  <div>
                    <p className="ambassador-card__name">{a.name}</p>
                    <p className="ambassador-card__institution">{institution.institution}</p>
                    <p className="ambassador-card__since">{t("forms.ambassadorList.since", { year: a.sinceYear })}</p>
                  </div>
                </li>
              )),
            )}
          </ul>
        </section>
      ))}
    </main>
  );
}
