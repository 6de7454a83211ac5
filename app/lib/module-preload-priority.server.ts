import { Transform, type TransformCallback } from "node:stream";

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const HEAD_END = Buffer.from("</head>");

/**
 * The page's HTML as rendered, with every `<link rel="modulepreload">` of the head fetched at low priority
 * (ADR 0138). React puts these links (React Router's 20–40 code chunks) before the stylesheets, at high priority,
 * so on a slow connection the page's CSS, which holds its first paint, queued behind ~200 kB of scripts. At low
 * priority the browser fetches the stylesheets first and the code right after; the page reads, its links and forms
 * work before hydration and what a reader types then is kept (issue 19), so only hydration waits. React Router has
 * no option for the links' attributes.
 *
 * Works on bytes, across chunk boundaries; after `</head>` it passes the rest through untouched.
 */
export function lowerModulePreloads(onFinal?: () => void): Transform {
  let pending = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      const text = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd >= 0) {
        inHead = false;
        pending = Buffer.alloc(0);
        return callback(null, Buffer.concat([rewrite(text.subarray(0, headEnd)), text.subarray(headEnd)]));
      }
      // Keep back what could be the start of a link or of </head> cut by the chunk's end (after the last whole link).
      const last = text.lastIndexOf(PRELOAD);
      const cut = Math.max(last >= 0 ? last + PRELOAD.length : 0, text.length - (PRELOAD.length - 1));
      pending = Buffer.from(text.subarray(cut));
      callback(null, rewrite(text.subarray(0, cut)));
    },
    flush(callback: TransformCallback) {
      const rest = rewrite(pending);
      pending = Buffer.alloc(0);
      onFinal?.();
      callback(null, rest);
    },
  });
}

function rewrite(part: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = part.indexOf(PRELOAD); at >= 0; at = part.indexOf(PRELOAD, from)) {
    pieces.push(part.subarray(from, at), LOW_PRELOAD);
    from = at + PRELOAD.length;
  }
  if (from === 0) return part;
  pieces.push(part.subarray(from));
  return Buffer.concat(pieces);
}
