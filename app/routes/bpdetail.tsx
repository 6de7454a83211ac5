import { data, redirect } from "react-router";
import type { Route } from "./+types/bpdetail";
import { listRelatedProtocols } from "@core/protocols/list-related-protocols";
import { listProtocolQuestions } from "@core/protocols/list-protocol-questions";
import { listCitingWorks } from "@core/protocols/list-citing-works";
import { isProtocolFavourited } from "@core/protocols/is-protocol-favourited";
import { listProtocolNotices } from "@core/protocols/list-protocol-notices";
import { notFound, parameterError } from "~/lib/route-errors";
import { getSessionUser } from "~/lib/session.server";
import { resolveProtocolRequest } from "~/lib/protocol-page.server";
import { buildProtocolPageData } from "~/lib/protocol-page-data.server";
import { ProtocolPage } from "~/components/reading/ProtocolPage";
import { siteOrigin } from "~/lib/site-origin.server";
import { readProtocolTexts } from "~/lib/protocol-texts.server";
import { questionPostAction } from "~/lib/question-post.server";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** "Cited by" shows this many of the citing works. */
const CITING_WORKS_SHOWN = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveProtocolRequest(request, params.lang, context);
  if (resolved.kind === "parameter-error") throw parameterError();
  if (resolved.kind === "not-found") throw notFound();
  if (resolved.kind === "other-type") throw redirect(resolved.location, 301);
  const { lang, protocol } = resolved;
  const { db } = context;
  const origin = siteOrigin(context);

  const user = await getSessionUser(request, context);
  // The same page for every visitor, so it may be cached (ADR 0118): the page reports its own view, and a signed-in
  // reader's response is made private by the server whatever this says.
  const headers = new Headers(visitorPageHeaders());
  const [texts, related, questions, citingWorks, favourited, notices] = await Promise.all([
    readProtocolTexts(request, context, { protocolId: protocol.id, pageLang: lang, signedIn: user !== null }),
    listRelatedProtocols(db, protocol.id),
    // Editors see hidden questions and answers too, marked (ADR 0111); readers never get them.
    listProtocolQuestions(db, protocol.id, { includeHidden: user?.isEditor === true }),
    protocol.citedBy > 0 ? listCitingWorks(db, protocol.id, CITING_WORKS_SHOWN) : Promise.resolve([]),
    user ? isProtocolFavourited(db, user.id, protocol.id) : Promise.resolve(null),
    listProtocolNotices(db, protocol.id),
  ]);

  if (texts.setCookie) headers.append("Set-Cookie", texts.setCookie);
  return data(
    buildProtocolPageData({
      protocol,
      lang,
      origin,
      texts,
      signedIn: user !== null,
      favourited,
      related,
      questions,
      citingWorks,
      notices,
    }),
    { headers },
  );
}

/** A question or an answer posted from this page: the /questions handler, so the reader stays here (issue 19). */
export const action = (args: Route.ActionArgs) => questionPostAction(args);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function ProtocolDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProtocolPage loaderData={loaderData} actionData={actionData} />;
}
