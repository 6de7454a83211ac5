import type { AppLoadContext } from "react-router";
import type { Lang } from "@core/config/constants";
import type { ProtocolBody } from "@core/protocols/body";
import { loadProtocolBodies } from "@core/protocols/load-protocol-bodies";
import { typesetEquations, type DisplayBody } from "@core/protocols/render-equations";
import { chooseTextMode, TEXT_MODE_COOKIE, TEXT_MODE_COOKIE_MAX_AGE_MS, type TextMode } from "@core/protocols/reading-text-mode";
import { readCookie, siteCookie } from "./session.server";

export interface ProtocolTexts {
  /** The protocol has a full text (signed-in readers see it; visitors are asked to sign in). */
  exists: boolean;
  /** Languages the full text exists in. */
  available: Lang[];
  /** The text in the page's language, else the English: its references and structured data describe the page. */
  primary: { lang: Lang; body: ProtocolBody } | null;
  mode: TextMode;
  /** What a signed-in reader is shown, in the order of the page (its language first); empty for visitors. */
  shown: { lang: Lang; body: DisplayBody }[];
  /** The reader's choice to remember, when the address asked for one. */
  setCookie: string | null;
}

/**
 * The full text(s) of a protocol page (issue 17 §3): English, Chinese or both side by side, as the address
 * (`?text=`) or the reader's remembered choice says, limited to what the protocol has. Visitors get no text
 * at all (SPEC §1, §6).
 */
export async function readProtocolTexts(
  request: Request,
  context: AppLoadContext,
  input: { protocolId: number; pageLang: Lang; signedIn: boolean },
): Promise<ProtocolTexts> {
  const bodies = await loadProtocolBodies(context.db, input.protocolId);
  return chooseProtocolTexts(request, context, { bodies, pageLang: input.pageLang, signedIn: input.signedIn });
}

/** The same choice over bodies already at hand: an earlier version's, kept on its history row (ADR 0101). */
export function chooseProtocolTexts(
  request: Request,
  context: AppLoadContext,
  input: { bodies: Partial<Record<Lang, ProtocolBody>>; pageLang: Lang; signedIn: boolean },
): ProtocolTexts {
  const { bodies } = input;
  const available = (["en", "cn"] as const).filter((l) => bodies[l]);
  const asked = new URL(request.url).searchParams.get("text");
  const mode = chooseTextMode({ asked, remembered: readCookie(request, TEXT_MODE_COOKIE), pageLang: input.pageLang, available });
  const langs: Lang[] = mode === "both" ? (input.pageLang === "cn" ? ["cn", "en"] : ["en", "cn"]) : [mode];
  const primaryLang: Lang | undefined = bodies[input.pageLang] ? input.pageLang : bodies.en ? "en" : available[0];
  return {
    exists: available.length > 0,
    available: [...available],
    primary: primaryLang ? { lang: primaryLang, body: bodies[primaryLang]! } : null,
    mode,
    shown: input.signedIn ? langs.filter((l) => bodies[l]).map((l) => ({ lang: l, body: typesetEquations(bodies[l]!) })) : [],
    setCookie: input.signedIn && asked === mode ? siteCookie(request, context, TEXT_MODE_COOKIE, mode, TEXT_MODE_COOKIE_MAX_AGE_MS) : null,
  };
}
