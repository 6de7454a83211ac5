import { loadSharp } from "./load-sharp";
import { PROBE_HEIGHT, PROBE_WIDTH } from "./probe-size";

export type ProbeFormat = "webp" | "avif" | "svg";

export interface FormatProbe {
  format: ProbeFormat;
  mimeType: string;
  /** A data: URI of a 2×1 image: a browser that can decode it reports those dimensions. */
  dataUri: string;
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${PROBE_WIDTH}" height="${PROBE_HEIGHT}"><rect width="${PROBE_WIDTH}" height="${PROBE_HEIGHT}" fill="#0b5f7a"/></svg>`;

async function encode(format: "webp" | "avif"): Promise<string> {
  const sharp = loadSharp();
  const image = sharp({
    create: { width: PROBE_WIDTH, height: PROBE_HEIGHT, channels: 4, background: { r: 11, g: 95, b: 122, alpha: 1 } },
  });
  const bytes = await (
    format === "avif" ? image.avif({ quality: 50, effort: 0 }) : image.webp({ quality: 50 })
  ).toBuffer();
  return `data:image/${format};base64,${bytes.toString("base64")}`;
}

let probes: Promise<FormatProbe[]> | null = null;

/**
 * The tiny images the image-format check page asks the browser to decode, encoded here by sharp (libvips)
 * once per process, so the probes are real files of each format rather than copied magic strings.
 */
export function createFormatProbes(): Promise<FormatProbe[]> {
  probes ??= Promise.all([encode("webp"), encode("avif")]).then(([webp, avif]) => [
    { format: "webp", mimeType: "image/webp", dataUri: webp },
    { format: "avif", mimeType: "image/avif", dataUri: avif },
    { format: "svg", mimeType: "image/svg+xml", dataUri: `data:image/svg+xml,${encodeURIComponent(SVG)}` },
  ]);
  probes.catch(() => (probes = null));
  return probes;
}
