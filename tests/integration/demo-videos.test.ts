import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listVideos, type ProtocolVideo } from "@core/videos/list-videos";
import { captionUrl } from "@core/videos/caption-url";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 19 item 10 (ADR 0085): every listed protocol video is a real file with a poster and captions in both
 * languages, served with the right types under the production CSP, and its protocol's page plays it.
 */
let site: RunningSite;
let videos: ProtocolVideo[];
beforeAll(async () => {
  site = await startSite({ seed: { protocols: 30, today: "2026-11-01" } });
  videos = await listVideos(site.db, "en");
});
afterAll(async () => {
  await site?.stop();
});

async function get(url: string) {
  const res = await fetch(`${site.origin}${url}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe("demo protocol videos", () => {
  it("lists several videos, each with a file", () => {
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const v of videos) expect(v.src).toMatch(/^\/videos\/[a-z0-9-]+\.webm$/);
  });

  it("serves each video as WebM, its poster as an image and its captions as WebVTT in English and Chinese", async () => {
    for (const v of videos) {
      const film = await get(v.src);
      expect(film.res.status, v.src).toBe(200);
      expect(film.res.headers.get("content-type")).toBe("video/webm");
      // The EBML magic number that opens every Matroska/WebM file.
      expect(film.body.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
      expect(film.body.length).toBeGreaterThan(20_000);

      const poster = await get(v.posterUrl);
      expect(poster.res.status, v.posterUrl).toBe(200);
      expect(poster.res.headers.get("content-type")).toMatch(/^image\//);

      const en = await get(captionUrl(v.src, "en"));
      const zh = await get(captionUrl(v.src, "cn"));
      for (const c of [en, zh]) {
        expect(c.res.status).toBe(200);
        expect(c.res.headers.get("content-type")).toMatch(/^text\/vtt/);
        expect(c.body.toString("utf8")).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
      }
      expect(en.body.toString("utf8")).toMatch(/[a-z]{4,}/);
      expect(zh.body.toString("utf8")).toMatch(/[\u4e00-\u9fff]{4,}/);
    }
  });

  it("allows same-origin media and caption tracks in the CSP", async () => {
    const { res } = await get("/en/videos");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("media-src 'self'");
    expect(csp).toContain("default-src 'self'");
  });

  it("links each video to a protocol whose page plays it with both caption tracks, the page's language first", async () => {
    for (const v of videos) {
      expect(v.protocol, v.title).not.toBeNull();
      for (const lang of ["en", "cn"] as const) {
        const { res, body } = await get(`/${lang}/bpdetail?id=${v.protocol!.id}&type=${v.protocol!.kind}`);
        expect(res.status).toBe(200);
        const html = body.toString("utf8");
        expect(html).toContain(`<source src="${v.src}" type="video/webm"/>`);
        expect(html).toContain(`poster="${v.posterUrl}"`);
        const enTrack = html.match(new RegExp(`<track[^>]*src="${captionUrl(v.src, "en")}"[^>]*>`))?.[0] ?? "";
        const zhTrack = html.match(new RegExp(`<track[^>]*src="${captionUrl(v.src, "cn")}"[^>]*>`))?.[0] ?? "";
        expect(enTrack.toLowerCase()).toContain('srclang="en"');
        expect(zhTrack.toLowerCase()).toContain('srclang="zh"');
        expect(enTrack.includes("default")).toBe(lang === "en");
        expect(zhTrack.includes("default")).toBe(lang === "cn");
      }
    }
  });

  it("shows the newest video, playable, in the home page's latest-video block and every video on the videos page", async () => {
    const home = (await get("/en")).body.toString("utf8");
    expect(home).toContain(`<source src="${videos[0]!.src}" type="video/webm"/>`);
    const page = (await get("/cn/videos")).body.toString("utf8");
    for (const v of videos) expect(page).toContain(`<source src="${v.src}" type="video/webm"/>`);
  });
});
