import { useMatches } from "react-router";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";

/**
 * A page of the route table whose content has not been built yet: it already has its place in the
 * frame, its title, canonical URL and hreflang alternates. The route id names the page.
 */
export default function SectionPage() {
  const { t } = useI18n();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? "";
  const title = t(`page.${id}` as MessageKey);
  return (
    <main id="main" className="container">
      <PageHead title={title} />
      <h1>{title}</h1>
    </main>
  );
}
