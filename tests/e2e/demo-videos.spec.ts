import { expect, test } from "@playwright/test";

/**
 * Issue 19 item 10 (ADR 0085): the videos on /videos play in the browser — Chromium reads the WebM's
 * metadata — and carry caption tracks in English and Chinese, the page's language shown by default.
 */
test.describe("protocol videos play with captions", () => {
  for (const [lang, showing] of [
    ["en", "en"],
    ["cn", "zh"],
  ] as const) {
    test(`/${lang}/videos: every video has a playable source and captions in both languages`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "the player is the browser's own; one viewport is enough");
      await page.goto(`/${lang}/videos`);
      const videos = page.locator(".video-card video");
      await expect(videos).toHaveCount(3);
      for (const video of await videos.all()) {
        // Nothing is fetched before the reader plays it (preload="none"); played, the film loads and runs.
        expect(await video.evaluate((v: HTMLVideoElement) => [v.preload, v.readyState])).toEqual(["none", 0]);
        await video.evaluate((v: HTMLVideoElement) => {
          v.muted = true;
          return v.play();
        });
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
        expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
        expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
        const tracks = await video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => ({ lang: t.language, kind: t.kind, mode: t.mode })));
        expect(tracks.map((t) => t.lang).sort()).toEqual(["en", "zh"]);
        expect(tracks.every((t) => t.kind === "captions")).toBe(true);
        expect(tracks.find((t) => t.mode === "showing")?.lang).toBe(showing);
      }
      // The shown captions were fetched and parsed (served as text/vtt and allowed by the CSP).
      const first = videos.first();
      await expect
        .poll(() => first.evaluate((v: HTMLVideoElement) => [...v.querySelectorAll("track")].find((t) => t.default)?.readyState))
        .toBe(2);
      const firstCue = await first.evaluate((v: HTMLVideoElement) => {
        const track = [...v.textTracks].find((t) => t.mode === "showing");
        return track?.cues?.[0] ? (track.cues[0] as VTTCue).text : "";
      });
      expect(firstCue).toMatch(lang === "cn" ? /[\u4e00-\u9fff]/ : /^[A-Z][a-z]/);
    });
  }
});
