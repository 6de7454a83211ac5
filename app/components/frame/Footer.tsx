import { Link } from "react-router";
import { JOURNAL } from "@core/config/constants";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { useRootData } from "~/lib/route-data";
import { localized } from "@core/content/localized";

type FooterLink = { key: MessageKey; path: string };

const ABOUT: FooterLink[] = [
  { key: "footer.aims", path: "about?type=aims" },
  { key: "footer.editorialBoard", path: "about?type=editorial" },
  { key: "footer.advisoryBoard", path: "about?type=advisory" },
  { key: "footer.peerReview", path: "about?type=peer" },
  { key: "footer.contact", path: "about?type=contact" },
];
const AUTHORS: FooterLink[] = [
  { key: "footer.guidelines", path: "authors?type=guidelines" },
  { key: "footer.submit", path: "authors?type=submit" },
  { key: "footer.process", path: "authors?type=process" },
  { key: "footer.charges", path: "authors?type=charges" },
];
const ADVERTISERS: FooterLink[] = [
  { key: "footer.adPolicy", path: "ad?type=policy" },
  { key: "footer.adConditions", path: "ad?type=conditions" },
  { key: "footer.sponsorProgramme", path: "sap" },
];
const JOURNAL_LINKS: FooterLink[] = [
  { key: "footer.news", path: "news" },
  { key: "footer.reviewer", path: "becomereviewer" },
  { key: "footer.faqs", path: "faqs" },
  { key: "nav.help", path: "help" },
];

/** Social accounts, shown on English pages only (SPEC §2.7). */
const SOCIAL: { key: MessageKey; href: string }[] = [
  { key: "footer.x", href: "https://x.com/oplsjournal" },
  { key: "footer.video", href: "https://www.youtube.com/@oplsjournal" },
  { key: "footer.bluesky", href: "https://bsky.app/profile/oplsjournal.bsky.social" },
  { key: "footer.linkedin", href: "https://www.linkedin.com/company/oplsjournal" },
];

function LinkColumn({ title, links }: { title: MessageKey; links: FooterLink[] }) {
  const { lang, t } = useI18n();
  const id = `footer-${title.replace(/\W/g, "-")}`;
  return (
    <nav aria-labelledby={id} className="footer-column">
      <h2 id={id}>{t(title)}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.path}>
            <Link to={`/${lang}/${l.path}`}>{t(l.key)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An href from configuration: a site path ("/en/…") as a client link, anything else as a plain link. */
function ConfiguredLink({ href, children }: { href: string; children: React.ReactNode }) {
  return href.startsWith("/") ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

export function Footer() {
  const { lang, t } = useI18n();
  const root = useRootData();
  const links = root?.siteLinks;
  const journal = localized(lang, JOURNAL.titleEn, JOURNAL.titleCn);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <LinkColumn title="footer.about" links={ABOUT} />
        <LinkColumn title="footer.authors" links={AUTHORS} />
        <LinkColumn title="footer.advertisers" links={ADVERTISERS} />
        <LinkColumn title="site.shortTitle" links={JOURNAL_LINKS} />
        <nav aria-labelledby="footer-other" className="footer-column">
          <h2 id="footer-other">{t("footer.otherLinks")}</h2>
          <ul>
            {links ? (
              <>
                <li>
                  <ConfiguredLink href={links.exchange}>{t("footer.exchange")}</ConfiguredLink>
                </li>
                <li>
                  <ConfiguredLink href={links.preprints}>{t("footer.preprints")}</ConfiguredLink>
                </li>
                <li>
                  <ConfiguredLink href={links.webinars}>{t("footer.webinars")}</ConfiguredLink>
                </li>
                {lang === "cn" ? (
                  <li>
                    <ConfiguredLink href={links.course}>{t("footer.course")}</ConfiguredLink>
                  </li>
                ) : null}
              </>
            ) : null}
          </ul>
        </nav>
        {lang === "en" ? (
          <nav aria-labelledby="footer-social" className="footer-column footer-social">
            <h2 id="footer-social">{t("footer.followUs")}</h2>
            <ul>
              {SOCIAL.map((s) => (
                <li key={s.key}>
                  <a href={s.href} rel="noopener">
                    {t(s.key)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <figure className="footer-column footer-wechat">
            <img src="/images/wechat-qr.svg" alt={t("footer.wechatAlt")} width={112} height={112} loading="lazy" />
            <figcaption>{t("footer.wechat")}</figcaption>
          </figure>
        )}
      </div>
      <div className="container footer-legal">
        <p>
          {t("footer.copyright", { year: new Date().getUTCFullYear(), journal, issn: JOURNAL.issn })}{" "}
          <Link to={`/${lang}/service`}>{t("footer.terms")}</Link> · <Link to={`/${lang}/policy`}>{t("footer.privacy")}</Link> ·{" "}
          <Link to={`/${lang}/copyright`}>{t("page.copyright")}</Link>
        </p>
        {lang === "cn" ? <p className="footer-filing">{t("footer.filing")}</p> : null}
      </div>
    </footer>
  );
}
