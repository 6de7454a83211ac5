import type { ReactNode } from "react";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { ProseHtml } from "~/components/content/ProseHtml";

/**
 * A form page: its title, then the form and, beside it (below it on narrow screens), the page's
 * introduction from content/{lang}/…md and anything else that helps fill the form in.
 */
export function FormPageLayout({
  title,
  description,
  formTitle,
  intro,
  aside,
  children,
  canonicalParams,
}: {
  title: string;
  description?: string;
  formTitle: string;
  intro: { html: string } | null;
  aside?: ReactNode;
  children: ReactNode;
  canonicalParams?: readonly string[];
}) {
  const { t } = useI18n();
  return (
    <main id="main" className="container forms-page">
      <PageHead title={title} description={description} canonicalParams={canonicalParams} />
      <h1>{title}</h1>
      <div className="forms-layout">
        <section className="forms-layout__form" aria-labelledby="forms-form-title">
          <h2 id="forms-form-title" className="forms-form-title">
            {formTitle}
          </h2>
          {children}
        </section>
        {intro || aside ? (
          <aside className="forms-layout__intro" aria-label={t("forms.aboutThisForm")}>
            {aside}
            {intro ? <ProseHtml html={intro.html} className="forms-intro" /> : null}
          </aside>
        ) : null}
      </div>
    </main>
  );
}
