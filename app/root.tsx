import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { LangContext } from "~/i18n/translate";
import { languageTag } from "@core/locale/language-tag";
import { ErrorPage } from "~/components/ErrorPage";
import { Telemetry } from "~/components/telemetry/Telemetry";
import { loadRootData } from "~/lib/root-data.server";
import stylesheet from "~/styles/app.css?url";
import { useRootData } from "~/lib/route-data";
import pageMessagesChunks from "virtual:messages/chunks";
import { usePageMessages } from "~/i18n/load-messages";
import { RELEASE_PAGE_CODE } from "~/lib/page-code-after-paint";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadRootData(request, params.lang, context);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const lang = data?.lang ?? "en";
  usePageMessages(lang);
  return (
    <html lang={languageTag(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Zod probes `new Function` before compiling a parser unless it is jitless; the CSP refuses eval and
            Chrome reports each refusal as a violation (Lighthouse best practices, ADR 0126). The route modules
            build their schemas before any of our code runs, so the setting goes in the global zod reads as it loads. */}
        <script
          nonce={data?.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }}
        />
        <Meta />
        <Links />
        {/* The page's strings load beside its code, not after it (entry.client.tsx waits for them; ADR 0117). */}
        {pageMessagesChunks && <link rel="modulepreload" href={pageMessagesChunks[lang]} />}
      </head>
      <body>
        <LangContext.Provider value={lang}>{children}</LangContext.Provider>
        <Telemetry config={data?.telemetry} nonce={data?.nonce} />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
        {/* The code held back by entry.server.tsx starts once the page has painted (ADR 0153). Its text is the server's
            alone: the browser runs it from the HTML, and hydration only finds the element (no bytes in the bundle). */}
        <script
          nonce={data?.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? RELEASE_PAGE_CODE : "" }}
        />
      </body>
    </html>
  );
}

export default function App() {
  // Effects run child-first, so this mark means every component on the page has run its effects: browser tests
  // wait for it instead of guessing when hydration ends.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
