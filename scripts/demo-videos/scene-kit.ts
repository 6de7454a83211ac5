/**
 * The small kit the demo-video scenes are written in: an SVG figure (640×360) whose moving parts are CSS
 * keyframe animations given in seconds, plus the narration as timed cues in English and Chinese.
 * The renderer pauses every animation at each frame's time, so the film is frame-exact whatever the load.
 */

export interface Cue {
  start: number;
  end: number;
  en: string;
  zh: string;
}

export interface Scene {
  /** File stem under public/videos/ and the seed's link to the protocol it shows. */
  slug: string;
  /** Seconds. */
  duration: number;
  /** Second whose frame becomes the poster. */
  posterAt: number;
  svg: string;
  css: string;
  cues: Cue[];
}

type Props = Record<string, string | number>;

/** One element's track: `[seconds, properties]` pairs become a linear keyframe animation over the whole film. */
export function track(id: string, duration: number, frames: [number, Props][]): string {
  const steps = frames
    .map(([t, props]) => {
      const pct = ((t / duration) * 100).toFixed(3);
      const body = Object.entries(props)
        .map(([k, v]) => `${k}:${v}`)
        .join(";");
      return `${pct}%{${body}}`;
    })
    .join("");
  return `@keyframes k-${id}{${steps}}#${id}{animation:k-${id} ${duration}s linear both;transform-box:fill-box}`;
}

/** Shown from `from` seconds (fading in over 0.4 s), optionally hidden again at `to`. */
export function appear(id: string, duration: number, from: number, to?: number): string {
  const frames: [number, Props][] = [
    [0, { opacity: 0 }],
    [from, { opacity: 0 }],
    [Math.min(from + 0.4, duration), { opacity: 1 }],
  ];
  if (to !== undefined) frames.push([to, { opacity: 1 }], [Math.min(to + 0.4, duration), { opacity: 0 }]);
  frames.push([duration, { opacity: to !== undefined ? 0 : 1 }]);
  return track(id, duration, frames);
}

/** WebVTT for one language of a scene's narration. */
export function webVtt(cues: Cue[], lang: "en" | "zh"): string {
  const stamp = (s: number) => {
    const ms = Math.round(s * 1000);
    const h = Math.floor(ms / 3_600_000);
    const m = Math.floor((ms % 3_600_000) / 60_000);
    const sec = Math.floor((ms % 60_000) / 1000);
    const rest = ms % 1000;
    return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(sec).padStart(2, "0")}.${String(rest).padStart(3, "0")}`;
  };
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c[lang]}\n`).join("\n")}`;
}

/** The page a scene is filmed from. */
export function scenePage(scene: Scene): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;background:#fff}
svg{display:block;font-family:"DejaVu Sans",sans-serif}
.title{font-size:15px;font-weight:700;fill:#1d3557}
.label{font-size:12.5px;fill:#222}
.small{font-size:11px;fill:#444}
.lead{stroke:#777;stroke-width:1}
${scene.css}
</style></head><body><svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">${scene.svg}</svg></body></html>`;
}
