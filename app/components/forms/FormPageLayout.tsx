import "virtual:messages/with/forms";
import type { ReactNode } from "react";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { ProseHtml } from "~/components/content/ProseHtml";
import { PageForm, SuccessPanel, type PageFormProps } from "./FormParts";

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

/**
 * A form page whose introduction comes from content/{lang}/…md: the layout, and the form until it is stored,
 * then the confirmation in its place.
 */
export function FormPage({
  intro,
  title,
  formTitle,
  aside,
  success,
  ...form
}: PageFormProps & {
  intro: { title: string; description?: string; html: string } | null;
  /** The title when the introduction has none. */
  title: string;
  formTitle: string;
  aside?: ReactNode;
  /** The confirmation that replaces the form once it is stored (with the reference, when the form gives one). */
  success: { title: string; note?: string; children?: ReactNode };
}) {
  const { result } = form.page;
  return (
    <FormPageLayout
      title={intro?.title ?? title}
      description={intro?.description}
      formTitle={formTitle}
      intro={intro}
      aside={aside}
    >
      {result?.status === "success" ? (
        <SuccessPanel title={success.title} note={success.note} reference={result.reference}>
          {success.children}
        </SuccessPanel>
      ) : (
        <PageForm {...form} />
      )}
    </FormPageLayout>
  );
}
