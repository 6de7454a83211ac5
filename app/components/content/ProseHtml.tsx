import { useNavigate } from "react-router";

/**
 * Safe HTML rendered from our Markdown (core/content/render-markdown.ts), set with the site's typography.
 * Links to other pages of the site are followed by the router (no full reload); the rest behave as links do.
 */
export function ProseHtml({ html, className = "" }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const href = anchor.getAttribute("href") ?? "";
    if (!href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    navigate(href);
  }
  // The HTML is produced by our renderer, which escapes raw HTML and keeps only safe URLs.
  // Click delegation only: the links inside are real links and take the keyboard themselves.
  return <div className={`prose ${className}`.trim()} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
