import type { ContentPage as ContentPageData } from "@core/content/load-content-page";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "./ContentPage";
import type { SideMenuItem } from "./SideMenu";

/**
 * "Page – Section", unless the page's title already says the section ("Author Guidelines" in "Author guide",
 * "作者指南" in "作者指南"): a title never repeats itself.
 */
export function headTitle(title: string, section: string): string {
  const [a, b] = [title.toLocaleLowerCase(), section.toLocaleLowerCase()];
  return a.startsWith(b) || b.startsWith(a) ? title : `${title} – ${section}`;
}

/**
 * A page of a section with sub-pages chosen by `?type=` (authors, about, ad): its Markdown under the section's
 * kicker, the side menu of its sub-pages, and what the page adds above (`lead`) or below (`children`) the text.
 */
export function SectionPage({
  section,
  page,
  items,
  lead,
  scrollTo,
  children,
}: {
  section: string;
  page: ContentPageData;
  items: readonly SideMenuItem[];
  lead?: React.ReactNode;
  scrollTo?: string;
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <ContentPage
      title={page.title}
      headTitle={headTitle(page.title, section)}
      description={page.description}
      intro={page.description}
      kicker={section}
      html={page.html}
      toc={page.toc}
      canonicalParams={["type"]}
      scrollTo={scrollTo}
      menu={{ title: section, label: t("content.sideMenu.label"), items }}
      lead={lead}
    >
      {children}
    </ContentPage>
  );
}
