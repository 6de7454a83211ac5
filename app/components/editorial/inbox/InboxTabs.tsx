import { NavLink } from "react-router";
import { useI18n } from "~/i18n/translate";

/** The inbox's own pages (ADR 0110): what was received, the reply templates, the alerts' subscribers. */
export function InboxTabs() {
  const { lang, t } = useI18n();
  const tabs = [
    { to: `/${lang}/editorial/inbox`, label: t("editorial.inbox.tabs.items"), end: true },
    { to: `/${lang}/editorial/inbox/templates`, label: t("editorial.inbox.tabs.templates"), end: true },
    { to: `/${lang}/editorial/inbox/subscribers`, label: t("editorial.inbox.tabs.subscribers"), end: true },
  ];
  return (
    <nav className="inbox-tabs" aria-label={t("editorial.inbox.tabs.label")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
