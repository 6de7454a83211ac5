import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { afterEach, describe, expect, it } from "vitest";
import { singleDrainListener } from "../../server/single-drain-listener";

/**
 * A streamed, gzipped response written the way React Router writes one (waiting on back-pressure with
 * `once("drain")` and `off`): with server/single-drain-listener.ts after compression() no listener is left behind on
 * the gzip stream, which Node would report as a MaxListenersExceededWarning past ten.
 */
describe("a streamed response under compression", () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  afterEach(() => {
    process.off("warning", onWarning);
    warnings.length = 0;
  });

  async function serve(withFix: boolean): Promise<{ body: Buffer; sent: Buffer }> {
    const sent = randomBytes(2 * 1024 * 1024);
    const app = express();
    app.use(compression());
    if (withFix) app.use(singleDrainListener());
    app.get("/stream", async (_req, res) => {
      res.setHeader("Content-Type", "application/xml");
      // 64 kB pieces of incompressible bytes: each write fills the gzip stream past its buffer, so each waits.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < sent.length; at += 65_536) controller.enqueue(sent.subarray(at, at + 65_536));
          controller.close();
        },
      });
      await writeReadableStreamToWritable(stream, res);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      // fetch undoes the gzip itself.
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`, {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      return { body: Buffer.from(await response.arrayBuffer()), sent };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("leaves no drain listener behind, and the body arrives whole", async () => {
    process.on("warning", onWarning);
    const { body, sent } = await serve(true);
    expect(body.equals(sent)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
  });

  it("without it, compression keeps every listener (the case it guards against)", async () => {
    process.on("warning", onWarning);
    await serve(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning").length).toBeGreaterThan(0);
  });
});
