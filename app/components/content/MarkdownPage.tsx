import type { ContentPage as ContentPageData } from "@core/content/load-content-page";
import { ContentPage } from "./ContentPage";

/** A page that is one Markdown file (terms, privacy, copyright): its title, description as lead, text and contents. */
export function MarkdownPage({ page }: { page: Pick<ContentPageData, "title" | "description" | "html" | "toc"> }) {
  return <ContentPage title={page.title} description={page.description} intro={page.description} html={page.html} toc={page.toc} />;
}
