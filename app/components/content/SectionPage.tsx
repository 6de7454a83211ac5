import "virtual:messages/with/content";
import type { ContentPage as ContentPageData } from "@core/content/load-content-page";
import { useI18n, type MessageKey } from "~/i18n/translate";
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
 * The section `area` is named by page.{area}; its sub-pages are /{lang}/{area}?type={type}, each named by
 * content.{area}.type.{type}, and a type with an anchor is a place in its page, brought into view.
 */
export function SectionPage<T extends string>({
  area,
  types,
  type,
  anchors = {},
  more = [],
  page,
  lead,
  children,
}: {
  area: "about" | "authors" | "ad";
  types: readonly T[];
  type: T;
  anchors?: Partial<Record<T, string>>;
  /** Links of the side menu after the section's own sub-pages. */
  more?: readonly SideMenuItem[];
  page: ContentPageData;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { lang, t } = useI18n();
  const section = t(`page.${area}`);
  const items = [
    ...types.map((key) => {
      const anchor = anchors[key];
      return {
        key,
        label: t(`content.${area}.type.${key}` as MessageKey),
        to: `/${lang}/${area}?type=${key}${anchor ? `#${anchor}` : ""}`,
        current: key === type,
      };
    }),
    ...more,
  ];
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
      scrollTo={anchors[type]}
      menu={{ title: section, label: t("content.sideMenu.label"), items }}
      lead={lead}
    >
      {children}
    </ContentPage>
  );
}
