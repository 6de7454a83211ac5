import "~/i18n/catalogues.server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { holdPageCode } from "~/lib/page-code-after-paint.server";

export const streamTimeout = 5_000;

/**
 * What React Router met and could not answer with a page's own data: into the server's one log (pino, through the
 * load context), not the console. A request the site refuses is the client's doing and has its line in the request
 * log already: a POST to a page that takes no form (405), a path no route has (404). They get the error page and
 * are not logged as errors; nor is a request its client gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { pathname, search } = new URL(request.url);
  const report = (context as AppLoadContext | undefined)?.reportError;
  if (report) report(error, pathname + search);
  else console.error(error);
};

/**
 * Server rendering. Pages wait for all data before the first byte (no streamed fallbacks), so readers
 * and indexers get the same complete HTML; inline scripts carry the request's CSP nonce; the page's code waits for
 * its first paint (ADR 0153).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = holdPageCode(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
