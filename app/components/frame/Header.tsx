import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { CATEGORIES } from "@core/categories/categories";
import { HEADER_FIX_THRESHOLD_HOME_PX, HEADER_FIX_THRESHOLD_PX, LANGUAGES, SEARCH_BLUR_RESET_MS } from "@core/config/constants";
import { languageTag } from "@core/locale/language-tag";
import { switchLanguagePath } from "@core/locale/localized-path";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { AccountMenu } from "~/components/account/AccountMenu";
import { SimpleSearchForm } from "~/components/search/SimpleSearchForm";
import { activeSection, type NavSection } from "./active-section";
import { Drawer } from "./Drawer";
import { HoverMenu } from "./HoverMenu";
import { MenuIcon, SearchIcon } from "./icons";
import { useIsNarrow, useScrolledPast } from "./use-viewport";
import { useFrameData, useRootData } from "~/lib/route-data";
import { localized } from "@core/content/localized";
import { formatCount } from "@core/locale/format-count";

const NAV: { section: NavSection; key: MessageKey; page: string }[] = [
  { section: 3, key: "nav.authors", page: "authors" },
  { section: 4, key: "nav.about", page: "about" },
  { section: 5, key: "nav.reviewer", page: "becomereviewer" },
];

type Panel = "menu" | "search" | "advanced" | null;

/**
 * Loaded when a reader first opens it (issue 16 §3, as the change-password dialog): the form is drawn only on
 * demand, by a button that needs the page's code anyway, so its code need not come with every page. The search
 * results page imports it itself, so there it is at hand at once.
 */
const AdvancedSearchForm = lazy(() => import("~/components/search/AdvancedSearchForm").then((m) => ({ default: m.AdvancedSearchForm })));

/** A desktop main-navigation item whose links open on hover, marked (its summary current) on its section's pages. */
function MenuNavItem({
  active,
  label,
  listLabel,
  short = false,
  children,
}: {
  active: boolean;
  label: string;
  listLabel: string;
  short?: boolean;
  children: React.ReactNode;
}) {
  const summaryProps = { "aria-current": active ? "page" : undefined } as React.HTMLAttributes<HTMLElement>;
  return (
    <li className={active ? "is-active" : undefined}>
      <HoverMenu label={label} className="nav-menu" summaryProps={summaryProps}>
        <ul className={`nav-menu__list${short ? " nav-menu__list--short" : ""}`} aria-label={listLabel}>
          {children}
        </ul>
      </HoverMenu>
    </li>
  );
}

/** SPEC §2.4–2.5: the site header, desktop and mobile. */
export function Header() {
  const { lang, t } = useI18n();
  const location = useLocation();
  const root = useRootData();
  const frame = useFrameData();
  const user = root?.user ?? null;
  const page = location.pathname.split("/")[2] ?? "";
  const isHome = page === "";
  const current = activeSection(location.pathname);
  const narrow = useIsNarrow();

  // The slot keeps the header's height while it is fixed, so the page does not jump. It is read as the page scrolls
  // past the threshold, while the header is still in the flow: not on hydration, where it forced a layout (80–90 ms
  // of a throttled phone's main thread), and not at all on the pages where the header is never fixed.
  const header = useRef<HTMLElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const measure = () => {
    const el = header.current;
    if (el && !el.classList.contains("site-header--fixed")) setHeight(el.getBoundingClientRect().height);
  };

  // Fixed header: on home after 410 px (376 px on narrow screens); elsewhere always, except protocol detail.
  const fixedOnHome = useScrolledPast(isHome ? (narrow ? HEADER_FIX_THRESHOLD_PX : HEADER_FIX_THRESHOLD_HOME_PX) : null, measure);
  const mode = isHome ? (fixedOnHome ? "fixed" : "static") : page === "bpdetail" ? "static" : "sticky";
  // On home and search results, a search icon replaces the search box after 376 px.
  const compactSearch = useScrolledPast(isHome || page === "searchlist" ? HEADER_FIX_THRESHOLD_PX : null);

  const [panel, setPanel] = useState<Panel>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  useEffect(() => {
    setPanel(null);
    setAdvancedOpen(false);
  }, [location.pathname, location.search]);
  useEffect(() => {
    const close = () => setPanel(null);
    window.addEventListener("opls:close-mobile-menu", close);
    return () => window.removeEventListener("opls:close-mobile-menu", close);
  }, []);

  const here = `${location.pathname}${location.search}`;
  const loginHref = `/${lang}/login?redirect=${encodeURIComponent(here)}`;
  const signupHref = `/${lang}/signup?redirect=${encodeURIComponent(here)}`;
  const count = frame?.protocolCountFloor ?? 0;
  const placeholder = count ? t("search.placeholder", { count: formatCount(count) }) : t("search.label");

  const languageLinks = (
    <span className="lang-switch" hidden={frame?.hideLanguageSwitch}>
      {LANGUAGES.map((to) => (
        <Link
          key={to}
          to={switchLanguagePath(location.pathname, location.search, to)}
          hrefLang={languageTag(to)}
          lang={languageTag(to)}
          aria-current={lang === to ? "true" : undefined}
          data-track="1006"
          data-track-value={JSON.stringify({ to })}
        >
          {t(`lang.${to}`)}
        </Link>
      ))}
    </span>
  );
  const accountLinks = user ? null : (
    <>
      <Link to={loginHref}>{t("nav.login")}</Link>
      <Link to={signupHref} className="signup-link">
        {t("nav.signup")}
      </Link>
    </>
  );
  // SPEC §2.2: two menu entries lead to the archive — all issues, and the articles in press.
  const archiveLinks = (
    [
      ["archive", "nav.allIssues"],
      ["press", "nav.articlesInPress"],
    ] as const
  ).map(([target, key]) => (
    <li key={target}>
      <Link to={`/${lang}/${target}`} aria-current={page === target ? "page" : undefined}>
        {t(key)}
      </Link>
    </li>
  ));
  const categoryLinks = CATEGORIES.map((c) => (
    <li key={c.id}>
      <Link to={`/${lang}/category?fl1=${c.id}&c=1`}>{localized(lang, c.nameEn, c.nameCn)}</Link>
    </li>
  ));

  return (
    <div className={`site-header-slot site-header-slot--${mode}`} style={mode === "fixed" && height ? { height } : undefined}>
      <header ref={header} className={`site-header site-header--${mode}${compactSearch ? " has-compact-search" : ""}`}>
        <div className="slogan-bar">
          <div className="container slogan-bar__inner">
            <span>{t("site.slogan")}</span>
            {languageLinks}
          </div>
        </div>
        <div className="container header-main">
          <button type="button" className="icon-button mobile-only" aria-label={t("nav.openMenu")} aria-expanded={panel === "menu"} aria-controls="mobile-menu" onClick={() => setPanel("menu")}>
            <MenuIcon />
          </button>
          <Link to={`/${lang}`} className="logo">
            <span className="logo__mark" aria-hidden="true">
              OPLS
            </span>
            <span className="logo__name">{t("site.title")}</span>
          </Link>
          <div className="header-search-area desktop-only">
            <HeaderSearchForm placeholder={placeholder} />
            <button
              type="button"
              className="advanced-toggle"
              aria-expanded={advancedOpen}
              aria-controls="advanced-search-dropdown"
              onClick={() => setAdvancedOpen((o) => !o)}
            >
              {t("nav.advancedSearch")}
            </button>
            <div
              id="advanced-search-dropdown"
              className="advanced-dropdown"
              hidden={!advancedOpen}
              onKeyDown={(e) => {
                if (e.key === "Escape") setAdvancedOpen(false);
              }}
            >
              {advancedOpen ? (
                <Suspense fallback={null}>
                  <AdvancedSearchForm variant="dropdown" onSearch={() => setAdvancedOpen(false)} />
                </Suspense>
              ) : null}
            </div>
            <Link to={`/${lang}/searchlist`} className="icon-button compact-search-icon" aria-label={t("nav.openSearch")}>
              <SearchIcon />
            </Link>
          </div>
          <nav className="header-actions desktop-only" aria-label={t("nav.menu")}>
            <Link to={`/${lang}/authors?type=submit`} className="submit-link">
              {t("nav.submitProtocol")}
            </Link>
            <Link to={`/${lang}/alerts`}>{t("nav.alerts")}</Link>
            {accountLinks}
          </nav>
          {user ? (
            <div className="header-account">
              <AccountMenu />
            </div>
          ) : null}
          <button type="button" className="icon-button mobile-only" aria-label={t("nav.openSearch")} aria-expanded={panel === "search"} aria-controls="mobile-search" onClick={() => setPanel("search")}>
            <SearchIcon />
          </button>
        </div>
        <nav className="main-nav desktop-only" aria-label={t("nav.mainNavigation")}>
          <ul className="container">
            <MenuNavItem active={current === 1} label={t("nav.protocols")} listLabel={t("nav.categoriesMenu")}>
              {categoryLinks}
            </MenuNavItem>
            <MenuNavItem active={current === 2} label={t("nav.archive")} listLabel={t("nav.archive")} short>
              {archiveLinks}
            </MenuNavItem>
            {NAV.map((item) => (
              <li key={item.page} className={current === item.section ? "is-active" : undefined}>
                <Link to={`/${lang}/${item.page}`} aria-current={current === item.section ? "page" : undefined}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <Drawer id="mobile-menu" open={panel === "menu"} onClose={() => setPanel(null)} label={t("nav.menu")} closeLabel={t("nav.closeMenu")} side="left">
        <nav aria-label={t("nav.mainNavigation")} className="drawer-nav">
          <details open={current === 1}>
            <summary aria-current={current === 1 ? "page" : undefined}>{t("nav.protocols")}</summary>
            <ul>{categoryLinks}</ul>
          </details>
          <details open={current === 2}>
            <summary aria-current={current === 2 ? "page" : undefined}>{t("nav.archive")}</summary>
            <ul>{archiveLinks}</ul>
          </details>
          <ul>
            {NAV.map((item) => (
              <li key={item.page}>
                <Link to={`/${lang}/${item.page}`} aria-current={current === item.section ? "page" : undefined}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={`/${lang}/authors?type=submit`}>{t("nav.submitProtocol")}</Link>
            </li>
            <li>
              <Link to={`/${lang}/alerts`}>{t("nav.alerts")}</Link>
            </li>
          </ul>
          {accountLinks ? <div className="drawer-nav__account">{accountLinks}</div> : null}
          <div className="drawer-nav__lang">{languageLinks}</div>
        </nav>
      </Drawer>

      <Drawer id="mobile-search" open={panel === "search"} onClose={() => setPanel(null)} label={t("search.label")} closeLabel={t("nav.closeSearch")} side="right">
        <HeaderSearchForm placeholder={placeholder} autoFocus />
        <button type="button" className="link-button" onClick={() => setPanel("advanced")}>
          {t("nav.advancedSearch")}
        </button>
      </Drawer>

      <Drawer id="mobile-advanced-search" open={panel === "advanced"} onClose={() => setPanel(null)} label={t("nav.advancedSearch")} closeLabel={t("nav.closeAdvancedSearch")} side="full">
        <Suspense fallback={null}>
          <AdvancedSearchForm variant="panel" onSearch={() => setPanel(null)} />
        </Suspense>
      </Drawer>
    </div>
  );
}

/** The header's simple search (desktop bar and mobile panel), with the SPEC §4 focus look. */
function HeaderSearchForm({ placeholder, autoFocus }: { placeholder: string; autoFocus?: boolean }) {
  const { t } = useI18n();
  const [focused, setFocused] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <SimpleSearchForm
      name="header"
      className={`header-search${focused ? " is-focused" : ""}`}
      messagesClassName="header-search__messages"
      placeholder={placeholder}
      button={
        <button type="submit" aria-label={t("search.submit")}>
          <SearchIcon />
        </button>
      }
      inputProps={{
        "data-autofocus": autoFocus ? "" : undefined,
        onFocus: () => {
          window.clearTimeout(timer.current);
          setFocused(true);
        },
        onBlur: (e) => {
          // SPEC §4: leaving the box empty resets its look after 400 ms.
          if (e.currentTarget.value.trim() === "") timer.current = window.setTimeout(() => setFocused(false), SEARCH_BLUR_RESET_MS);
        },
      }}
    />
  );
}
