/**
 * `npm run videos:make`: films the demo protocol videos (ADR 0085) into public/videos/ — for each scene a
 * VP8 WebM, a JPEG poster and WebVTT captions in English and Chinese. Each scene is an SVG/CSS figure of a
 * step from a hand-written protocol; Chromium (the one the tests drive) renders it frame by frame with every
 * animation paused at the frame's time, and ffmpeg (Debian package, or FFMPEG_PATH) encodes the frames.
 * The outputs are committed, so neither the build nor the seed needs ffmpeg.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "../tests/e2e/chromium-path";
import { scenePage, webVtt, type Scene } from "./demo-videos/scene-kit";
import { westernBlotTransfer } from "./demo-videos/western-blot-transfer";
import { nickelColumn } from "./demo-videos/nickel-column";
import { dilutionSeries } from "./demo-videos/dilution-series";

const FPS = 24;
const OUT = path.resolve(import.meta.dirname, "../public/videos");
const scenes: Scene[] = [westernBlotTransfer, nickelColumn, dilutionSeries];

function encoder(file: string) {
  const ffmpeg = process.env.FFMPEG_PATH ?? "ffmpeg";
  const args = ["-y", "-loglevel", "error", "-f", "image2pipe", "-framerate", String(FPS), "-c:v", "mjpeg", "-i", "-"];
  args.push("-c:v", "libvpx", "-b:v", "220k", "-crf", "10", "-g", String(FPS * 2), "-pix_fmt", "yuv420p", "-an", file);
  const child = spawn(ffmpeg, args, { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  return { child, done };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const only = process.argv[2];
  try {
    for (const scene of scenes.filter((s) => !only || s.slug === only)) {
      const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
      await page.setContent(scenePage(scene));
      const seek = (seconds: number) =>
        page.evaluate((ms) => {
          for (const a of document.getAnimations()) {
            a.pause();
            a.currentTime = ms;
          }
        }, seconds * 1000);
      const { child, done } = encoder(path.join(OUT, `${scene.slug}.webm`));
      const frames = Math.round(scene.duration * FPS);
      for (let i = 0; i < frames; i++) {
        await seek(i / FPS);
        const jpeg = await page.screenshot({ type: "jpeg", quality: 92 });
        if (!child.stdin.write(jpeg)) await new Promise((r) => child.stdin.once("drain", r));
      }
      child.stdin.end();
      await done;
      await seek(scene.posterAt);
      await page.screenshot({ type: "jpeg", quality: 82, path: path.join(OUT, `${scene.slug}.jpg`) });
      writeFileSync(path.join(OUT, `${scene.slug}.en.vtt`), webVtt(scene.cues, "en"));
      writeFileSync(path.join(OUT, `${scene.slug}.zh.vtt`), webVtt(scene.cues, "zh"));
      await page.close();
      console.log(`${scene.slug}: ${frames} frames, ${scene.duration} s`);
    }
  } finally {
    await browser.close();
  }
}

await main();
