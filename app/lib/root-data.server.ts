import type { AppLoadContext } from "react-router";
import { COOKIE_NOTICE_COOKIE } from "@core/config/constants";
import { countOfficeQueues } from "@core/editorial/count-office-queues";
import { languageOr } from "@core/locale/resolve-language-path";
import { getSessionUser, readCookie } from "~/lib/session.server";
import { siteOrigin } from "~/lib/site-origin.server";

/**
 * What every page knows (the root route's data): language, origin, CSP nonce, the signed-in reader, the main
 * site's links, the cookie notice and telemetry settings. Built here rather than in root.tsx so that
 * components read its type through `useRootData` without importing the root route (no import circle).
 */
export async function loadRootData(request: Request, langParam: string | undefined, context: AppLoadContext) {
  const lang = languageOr(langParam, request.headers.get("accept-language"));
  const user = await getSessionUser(request, context);
  // The editorial navigation's counts of new items (ADR 0110): read for editors only, on every page they load.
  const officeQueues = user?.isEditor ? await countOfficeQueues(context.db, user.id) : null;
  const siteLinks = Object.fromEntries(
    Object.entries(context.siteLinks).map(([k, v]) => [k, v.replaceAll("{lang}", lang)]),
  ) as typeof context.siteLinks;
  return {
    lang,
    origin: siteOrigin(context),
    nonce: context.cspNonce,
    user,
    officeQueues,
    siteLinks,
    cookieNoticeAccepted: readCookie(request, COOKIE_NOTICE_COOKIE) === "1",
    telemetry: context.telemetry,
  };
}
