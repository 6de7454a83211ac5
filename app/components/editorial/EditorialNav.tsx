import { NavLink } from "react-router";
import { useI18n } from "~/i18n/translate";
import { useRootData } from "~/lib/route-data";

/** The editorial office's own navigation (ADR 0099), above every editorial page. */
export function EditorialNav() {
  const { lang, t } = useI18n();
  const root = useRootData();
  const admin = root?.user?.role === "admin";
  // What waits for the office (ADR 0110): counted by the root loader for editors only.
  const queues = root?.officeQueues;
  const links: { to: string; label: string; end: boolean; count?: number }[] = [
    { to: `/${lang}/editorial/inbox`, label: t("editorial.nav.inbox"), end: false, count: queues?.inbox },
    { to: `/${lang}/editorial/protocols`, label: t("editorial.nav.protocols"), end: false },
    { to: `/${lang}/editorial/issues`, label: t("editorial.issues.nav"), end: false },
    { to: `/${lang}/editorial/collections`, label: t("editorial.collections.nav"), end: false },
    { to: `/${lang}/editorial/special-issues`, label: t("editorial.special.nav"), end: false },
    { to: `/${lang}/editorial/questions`, label: t("editorial.questions.nav"), end: false, count: queues?.questions },
    { to: `/${lang}/editorial/content`, label: t("editorial.content.nav"), end: false },
    { to: `/${lang}/editorial/ads`, label: t("editorial.ads.nav"), end: false },
    { to: `/${lang}/editorial/audit`, label: t("editorial.nav.audit"), end: true },
    ...(admin ? [{ to: `/${lang}/editorial/roles`, label: t("editorial.nav.roles"), end: true }] : []),
  ];
  return (
    <nav className="editorial-nav" aria-label={t("editorial.nav.label")}>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              aria-label={l.count ? t("editorial.inbox.nav.newCount", { label: l.label, count: l.count }) : undefined}
            >
              {l.label}
              {l.count ? (
                <span className="editorial-nav__count" aria-hidden="true">
                  {l.count}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
