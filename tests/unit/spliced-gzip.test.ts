import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, gzipWith, plainWith, splicePage } from "../../server/spliced-gzip";

/** ADR 0141: a page kept as gzip pieces, a per-response value spliced between them. */
describe("a spliced gzip page", () => {
  it("combines two CRC-32s as the CRC-32 of the joined bytes", () => {
    for (const [a, b] of [
      [0, 0],
      [0, 5],
      [7, 0],
      [1, 1],
      [3_000, 70_000],
      [65_536, 131_073],
    ] as const) {
      const left = randomBytes(a);
      const right = randomBytes(b);
      expect(crc32Combine(crc32(left), crc32(right), b), `${a}+${b}`).toBe(crc32(Buffer.concat([left, right])));
    }
  });

  it("is one valid gzip member holding the page with the value in each place, and the same as text", () => {
    const text = `<!doctype html><script nonce="@">a</script>${"<p>细胞培养 cell culture</p>".repeat(2_000)}<script nonce="@">b</script>`;
    const page = splicePage(text.split("@").map((piece) => Buffer.from(piece)));
    for (const value of ["nonce-one==", "another-nonce-value=", ""]) {
      const expected = text.replaceAll("@", value);
      const zipped = gzipWith(page, Buffer.from(value));
      expect(gunzipSync(zipped).toString()).toBe(expected);
      expect(zipped.length).toBeLessThan(Buffer.byteLength(expected) / 10);
      expect(plainWith(page, Buffer.from(value)).toString()).toBe(expected);
    }
  });

  it("holds a page's pieces in one buffer of their size, whatever the number of places", () => {
    // 48 places, as on a protocol page; zlib's output for each piece is a view of a 16 kB buffer of its own.
    const pieces = Array.from({ length: 49 }, (_, i) => Buffer.from(i % 2 ? randomBytes(600).toString("base64") : `"></script><script nonce="`));
    const page = splicePage(pieces);
    expect(page.deflated.buffer.byteLength).toBe(page.deflated.byteLength);
    expect(gunzipSync(gzipWith(page, Buffer.from("n0nce"))).toString()).toBe(pieces.map(String).join("n0nce"));
  });

  it("holds a page without a place for the value, and an empty one", () => {
    for (const text of ["no value here", ""]) {
      const page = splicePage([Buffer.from(text)]);
      expect(gunzipSync(gzipWith(page, Buffer.from("x"))).toString()).toBe(text);
      expect(plainWith(page, Buffer.from("x")).toString()).toBe(text);
    }
  });
});
