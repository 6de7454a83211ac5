import { createServer, type Server } from "node:http";
import type { AppLoadContext } from "react-router";
import type { Db } from "@core/db/client";
import * as oai from "~/routes/oai";
import * as robots from "~/routes/robots-txt";
import * as sitemapIndex from "~/routes/sitemap-index";
import * as sitemapChild from "~/routes/sitemap-child";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string> };
type Handler = (args: Args) => Promise<Response> | Response;

/**
 * A real HTTP server in front of the harvesting route modules (the same loaders and actions the app mounts),
 * so outside harvesters (HTTP::OAI) and fetch() talk HTTP to them. `publicUrl` is the configured origin.
 */
export async function startHarvestServer(db: Db): Promise<{ origin: string; server: Server; close: () => Promise<void> }> {
  let origin = "";
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const request = new Request(`http://${req.headers.host ?? "127.0.0.1"}${req.url}`, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
        body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
      });
      const context = { db, publicUrl: origin, cspNonce: "", siteLinks: { exchange: "", preprints: "", webinars: "", course: "" } } as AppLoadContext;
      let handler: Handler | null = null;
      const params: Record<string, string> = {};
      if (url.pathname === "/oai") handler = (req.method === "POST" ? oai.action : oai.loader) as Handler;
      else if (url.pathname === "/robots.txt") handler = robots.loader as Handler;
      else if (url.pathname === "/sitemap.xml") handler = sitemapIndex.loader as Handler;
      else if (url.pathname.startsWith("/sitemaps/")) {
        handler = sitemapChild.loader as Handler;
        params.name = decodeURIComponent(url.pathname.slice("/sitemaps/".length));
      }
      if (!handler) {
        res.writeHead(404).end();
        return;
      }
      const response = await handler({ request, context, params });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  origin = `http://127.0.0.1:${address.port}`;
  return { origin, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
