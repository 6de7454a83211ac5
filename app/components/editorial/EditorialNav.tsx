import { NavLink } from "react-router";
import { useI18n } from "~/i18n/translate";
import { useRootData } from "~/lib/route-data";

/** The editorial office's own navigation (ADR 0099), above every editorial page. */
export function EditorialNav() {
  const { lang, t } = useI18n();
  const admin = useRootData()?.user?.role === "admin";
  const links = [
    { to: `/${lang}/editorial`, label: t("editorial.nav.inbox"), end: true },
    { to: `/${lang}/editorial/protocols`, label: t("editorial.nav.protocols"), end: false },
    { to: `/${lang}/editorial/issues`, label: t("editorial.issues.nav"), end: false },
    { to: `/${lang}/editorial/collections`, label: t("editorial.collections.nav"), end: false },
    { to: `/${lang}/editorial/special-issues`, label: t("editorial.special.nav"), end: false },
    { to: `/${lang}/editorial/audit`, label: t("editorial.nav.audit"), end: true },
    ...(admin ? [{ to: `/${lang}/editorial/roles`, label: t("editorial.nav.roles"), end: true }] : []),
  ];
  return (
    <nav className="editorial-nav" aria-label={t("editorial.nav.label")}>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
