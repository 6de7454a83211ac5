import { Transform, type TransformCallback } from "node:stream";
import { HELD_PRELOAD_ATTRIBUTE, HELD_SCRIPT_TYPE } from "./page-code-after-paint";

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const HELD_PRELOAD = Buffer.from(`<link ${HELD_PRELOAD_ATTRIBUTE}="modulepreload"`);
const HEAD_END = Buffer.from("</head>");
/** How React renders React Router's inline module script (`<Scripts>`), the one that imports the page's code. */
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');
const HELD_MODULE_SCRIPT = Buffer.from(` type="${HELD_SCRIPT_TYPE}">`);

/**
 * The page's HTML as rendered, with its code held back until the first paint (ADR 0153; page-code-after-paint.ts
 * releases it): each `<link rel="modulepreload">` of the head (React Router's 20–40 code chunks) made inert, and
 * the first inline module script of the body (the one that imports them and hydrates) made a data block. React
 * Router has no option for either. Text a page shows cannot match: React escapes quotes and `<` in it.
 *
 * Works on bytes, across chunk boundaries; after the module script it passes the rest through untouched.
 */
export function holdPageCode(onFinal?: () => void): Transform {
  let pending = Buffer.alloc(0);
  let phase: "head" | "body" | "done" = "head";

  function step(text: Buffer): Buffer[] {
    if (phase === "head") {
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd >= 0) {
        phase = "body";
        return [holdPreloads(text.subarray(0, headEnd)), HEAD_END, ...step(text.subarray(headEnd + HEAD_END.length))];
      }
      // Keep back what could be the start of a link or of </head> (after the last whole link).
      const last = text.lastIndexOf(PRELOAD);
      const cut = keepBack(text, last >= 0 ? last + PRELOAD.length : 0, PRELOAD);
      pending = Buffer.from(text.subarray(cut));
      return [holdPreloads(text.subarray(0, cut))];
    }
    if (phase === "body") {
      const at = text.indexOf(MODULE_SCRIPT);
      if (at >= 0) {
        phase = "done";
        return [text.subarray(0, at), HELD_MODULE_SCRIPT, text.subarray(at + MODULE_SCRIPT.length)];
      }
      const cut = keepBack(text, 0, MODULE_SCRIPT);
      pending = Buffer.from(text.subarray(cut));
      return [text.subarray(0, cut)];
    }
    return [text];
  }

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (phase === "done") return callback(null, chunk);
      const text = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      pending = Buffer.alloc(0);
      callback(null, Buffer.concat(step(text)));
    },
    flush(callback: TransformCallback) {
      const rest = phase === "head" ? holdPreloads(pending) : pending;
      pending = Buffer.alloc(0);
      onFinal?.();
      callback(null, rest);
    },
  });
}

/** What of `text` can be written now; the rest, which a needle cut by the chunk's end may start, waits. */
function keepBack(text: Buffer, from: number, needle: Buffer): number {
  return Math.max(from, text.length - (needle.length - 1));
}

function holdPreloads(part: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = part.indexOf(PRELOAD); at >= 0; at = part.indexOf(PRELOAD, from)) {
    pieces.push(part.subarray(from, at), HELD_PRELOAD);
    from = at + PRELOAD.length;
  }
  if (from === 0) return part;
  pieces.push(part.subarray(from));
  return Buffer.concat(pieces);
}
