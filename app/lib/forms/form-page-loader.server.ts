import type { AppLoadContext } from "react-router";
import type { Lang } from "@core/config/constants";
import { loadContentPage } from "@core/content/load-content-page";
import { getSessionUser } from "~/lib/session.server";
import { newIdempotencyKey } from "./new-idempotency-key.server";
import { guardLanguage } from "~/lib/language-guard.server";

export type IntroName = "alerts" | "psi" | "submission" | "becomereviewer" | "ambassador";

/**
 * What every form page loads: its introduction (content/{lang}/{name}.md), a fresh idempotency key
 * for this render, and the signed-in reader's e-mail to fill in.
 */
export async function loadFormPage(
  args: { request: Request; params: { lang?: string }; context: AppLoadContext },
  intro: IntroName | null,
) {
  const lang: Lang = guardLanguage(args.request);
  const [page, user] = await Promise.all([
    intro ? loadContentPage(intro, lang) : Promise.resolve(null),
    getSessionUser(args.request, args.context),
  ]);
  return {
    intro: page ? { title: page.title, description: page.description, html: page.html } : null,
    idempotencyKey: newIdempotencyKey(),
    userEmail: user ? user.contactEmail || user.email : null,
  };
}
