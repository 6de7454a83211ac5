import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdPageCode } from "~/lib/page-code-after-paint.server";

const HEAD =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="abc"/>' +
  '<link rel="stylesheet" href="/assets/app-3.css"/><title>蛋白质印迹</title></head>';
const BODY =
  '<body><p>正文 <code>&lt;link rel=&quot;modulepreload&quot;</code> type=&quot;module&quot; async=&quot;&quot;&gt;</p>' +
  '<link rel="modulepreload" href="/x.js"/><script nonce="n1">window.a = 1</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-4.js";</script>' +
  '<script nonce="n1" type="module" async="">import "/y.js";</script></body></html>';

/** The page's bytes cut into chunks of `size` (a cut may fall inside a link, a tag or a Chinese character). */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(holdPageCode()));
}

describe("the page's code held back until its first paint (ADR 0153)", () => {
  const expected =
    HEAD.replaceAll('<link rel="modulepreload"', '<link data-after-paint="modulepreload"') +
    BODY.replace(' type="module" async="">import * as', ' type="text/x-after-paint">import * as');

  it("makes the head's preloads inert and the body's first module script data, and nothing else", async () => {
    expect(await through(HEAD + BODY, 64 * 1024)).toBe(expected);
  });

  it("gives the same page whatever the chunks' boundaries", async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 22, 23, 24, 25, 26, 31, 64]) expect(await through(HEAD + BODY, size)).toBe(expected);
  });

  it("passes a page without links, or without a head, through unchanged", async () => {
    expect(await through("<html><body>ok</body></html>", 4)).toBe("<html><body>ok</body></html>");
    expect(await through('<link rel="modulepreload" href="/a.js"/>', 5)).toBe('<link data-after-paint="modulepreload" href="/a.js"/>');
  });

  it("calls its final callback once the page is written", async () => {
    let finals = 0;
    const out = Readable.from([Buffer.from(HEAD)]).pipe(holdPageCode(() => finals++));
    await text(out);
    expect(finals).toBe(1);
  });
});
