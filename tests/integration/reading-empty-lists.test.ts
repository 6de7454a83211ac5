import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Outlet, StaticRouterProvider, createStaticHandler, createStaticRouter, useLoaderData, type RouteObject } from "react-router";
import { DATABASES, type TestDatabase } from "./databases";
import { LangContext } from "~/i18n/translate";
import * as press from "~/routes/press";
import * as read from "~/routes/read";
import * as cited from "~/routes/cited";
import * as archive from "~/routes/archive";

/** Renders one of our route modules on the server, the way the app does, against a real database. */
async function render(db: TestDatabase["db"], path: string, module: { loader: (args: never) => unknown; default: unknown }): Promise<{ status: number; html: string }> {
  const Page = module.default as (props: { loaderData: unknown }) => React.ReactNode;
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => ({ origin: "http://localhost", nonce: "n", user: null }),
      Component: () => createElement(LangContext.Provider, { value: "en" }, createElement(Outlet)),
      children: [
        {
          id: "page",
          path: ":lang/*",
          loader: (args) => module.loader({ ...args, context: { db, publicUrl: null, cspNonce: "n" } } as never),
          Component: () => createElement(Page, { loaderData: useLoaderData() }),
          ErrorBoundary: () => createElement("p", null, "error"),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) return { status: context.status, html: "" };
  const router = createStaticRouter(handler.dataRoutes, context);
  return { status: context.statusCode, html: renderToString(createElement(StaticRouterProvider, { router, context })) };
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`reading lists on an empty journal (${target.name})`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create();
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("says there are no articles in press (SPEC §8)", async () => {
      const { status, html } = await render(t.db, "/en/press", press);
      expect(status).toBe(200);
      expect(html).toContain("There are no Articles In Press currently available.");
    });

    it("shows empty most read, most cited and archive pages without failing", async () => {
      for (const [path, module] of [
        ["/en/read", read],
        ["/en/cited", cited],
        ["/en/archive", archive],
      ] as const) {
        const { status, html } = await render(t.db, path, module);
        expect(status, path).toBe(200);
        expect(html, path).toMatch(/No protocols to show\.|No issues have been published yet\./);
      }
    });

    it("treats a bad page number as a parameter error and a page past the end as not found", async () => {
      expect((await render(t.db, "/en/press?page=abc", press)).status).toBe(400);
      expect((await render(t.db, "/en/press?page=2", press)).status).toBe(404);
    });
  });
}
