import busboy from "busboy";

/**
 * The one reader of form posts for the account and small actions (ADR 0082). It never throws: it returns the
 * form, or why the body could not be used — with whatever fields were read before a multipart body broke off,
 * so a page can keep what was typed. Bodies are bounded; a refused body is drained (up to DRAIN_MAX_BYTES) so
 * the answer reaches a client that is still sending instead of a connection reset.
 */
export type BodyRefusal = "too-large" | "unsupported" | "malformed";

export type FormBody =
  | { ok: true; form: FormData }
  | { ok: false; reason: BodyRefusal; status: 400 | 413 | 415; form: FormData };

/** A text-only form never needs more than this. */
export const TEXT_FORM_MAX_BYTES = 64 * 1024;
/** Past this, a refused body is not drained any more: the connection is closed instead. */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
const FIELD_NAME_MAX_BYTES = 200;
const FIELDS_MAX = 100;

const STATUS: Record<BodyRefusal, 400 | 413 | 415> = { "too-large": 413, unsupported: 415, malformed: 400 };

function refused(reason: BodyRefusal, form = new FormData()): FormBody {
  return { ok: false, reason, status: STATUS[reason], form };
}

/**
 * Hands the body's chunks to `take` until the body ends ("done") or would pass `maxBytes` ("over": that chunk is
 * not taken and the reader is left open). A broken connection throws.
 */
async function readChunks(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number, take: (chunk: Uint8Array) => void) {
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return "done";
    size += value.byteLength;
    if (size > maxBytes) return "over";
    take(value);
  }
}

/** Reads (and throws away) what is left of a refused body, so the client can finish sending and read the answer. */
export async function drainBody(request: Request, maxBytes = DRAIN_MAX_BYTES): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  try {
    if ((await readChunks(reader, maxBytes, () => {})) === "done") return;
  } catch {
    return;
  }
  await reader.cancel().catch(() => {});
}

/** The body's bytes up to `maxBytes`, or null when it is longer (the rest drained), or "broken" (cut off). */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array | null | "broken"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await drainBody(request);
    return null;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  try {
    if ((await readChunks(reader, maxBytes, (chunk) => chunks.push(chunk))) === "over") {
      reader.releaseLock();
      await drainBody(request);
      return null;
    }
  } catch {
    return "broken";
  }
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseUrlencoded(bytes: Uint8Array): FormBody {
  const form = new FormData();
  const params = new URLSearchParams(new TextDecoder().decode(bytes));
  let count = 0;
  for (const [name, value] of params) {
    if (++count > FIELDS_MAX || name.length > FIELD_NAME_MAX_BYTES) return refused("malformed", form);
    form.append(name, value);
  }
  return { ok: true, form };
}

/** Multipart with busboy: fields (and files, kept in memory within the overall bound) until the end or a break. */
function parseMultipart(bytes: Uint8Array, contentType: string): Promise<FormBody> {
  const form = new FormData();
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        limits: { fieldNameSize: FIELD_NAME_MAX_BYTES, fields: FIELDS_MAX, parts: FIELDS_MAX, files: 5 },
      });
    } catch {
      // No boundary, or not multipart after all.
      resolve(refused("malformed", form));
      return;
    }
    let broken = false;
    const pending: Promise<void>[] = [];
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated) broken = true;
      else form.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      pending.push(
        new Promise<void>((done) => {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", () => done());
          stream.on("end", () => {
            if (info.filename) form.append(name, new File([new Uint8Array(Buffer.concat(chunks))], info.filename, { type: info.mimeType }));
            done();
          });
        }),
      );
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const) parser.on(limit, () => (broken = true));
    parser.on("error", () => resolve(refused("malformed", form)));
    parser.on("close", () => {
      void Promise.all(pending).then(() => resolve(broken ? refused("malformed", form) : { ok: true, form }));
    });
    parser.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}

/** The HTTP status of each refusal. */
export function refusalStatus(reason: BodyRefusal): 400 | 413 | 415 {
  return STATUS[reason];
}

/**
 * The form type a post declares, or why its body is refused before any field is read (the body is then read
 * away): JSON, text and other types 415; browsers always name a form's type, so a post without one is empty
 * (400) or something else (415); a declared length over `maxBytes` 413. Both form readers start here.
 */
export async function formTypeOf(request: Request, maxBytes: number): Promise<"multipart" | "urlencoded" | BodyRefusal> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    if (Number(request.headers.get("content-length")) > maxBytes) {
      await drainBody(request);
      return "too-large";
    }
    return type === "multipart/form-data" ? "multipart" : "urlencoded";
  }
  if (type !== "") {
    await drainBody(request);
    return "unsupported";
  }
  const bytes = await readBytes(request, maxBytes);
  if (bytes === null) return "too-large";
  if (bytes === "broken") return "malformed";
  return bytes.byteLength > 0 ? "unsupported" : "malformed";
}

/** The posted form: urlencoded or multipart (with a boundary), at most `maxBytes` (refusals: formTypeOf). */
export async function readFormBody(request: Request, maxBytes = TEXT_FORM_MAX_BYTES): Promise<FormBody> {
  const type = await formTypeOf(request, maxBytes);
  if (type !== "multipart" && type !== "urlencoded") return refused(type);
  const bytes = await readBytes(request, maxBytes);
  if (bytes === null) return refused("too-large");
  if (bytes === "broken") return refused("malformed");
  return type === "multipart" ? parseMultipart(bytes, request.headers.get("content-type") ?? "") : parseUrlencoded(bytes);
}
