import { constants, crc32, deflateRawSync, gunzipSync } from "node:zlib";

/**
 * A page kept compressed, with room for a value that changes per response (ADR 0141). The page is cut where the
 * value goes; each piece is compressed once, as raw deflate ended by a sync flush (whole blocks, byte-aligned, not
 * final), so the pieces with the value between them as a stored block make one valid deflate stream. A gzip member
 * is that stream between the 10-byte header and the trailer: the final empty block, the CRC-32 of the whole text
 * (combined from the pieces' CRCs and the value's, without their bytes) and its length. Sending a page is then a
 * copy of a few buffers, where compressing it cost a millisecond or more a response.
 */
export interface SplicedPage {
  /**
   * The pieces, each raw deflate ended by a sync flush, one after another in one buffer of their size: zlib returns
   * each as a view of its 16 kB output buffer, and a protocol page has 49 pieces (48 places of the nonce).
   */
  readonly deflated: Buffer;
  /** Where each piece ends in `deflated`. */
  readonly ends: readonly number[];
  readonly crcs: readonly number[];
  readonly lengths: readonly number[];
  /** Per piece, what moves a CRC past its length (x^(8·length) modulo the polynomial): made once, not per response. */
  readonly shifts: readonly number[];
}

const SYNC = { finishFlush: constants.Z_SYNC_FLUSH };
/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unix (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final block holding nothing: what ends the stream after the last piece. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/** Pieces shorter than this (most: the markup between two nonces) are stored as they are; zlib would gain nothing. */
const STORED_UNDER = 512;

/** The page's pieces (the text between the places of the value), compressed once. */
export function splicePage(pieces: readonly Buffer[]): SplicedPage {
  const compressed = pieces.map((piece) => (piece.length < STORED_UNDER ? storedBlock(piece) : deflateRawSync(piece, SYNC)));
  const ends: number[] = [];
  for (const piece of compressed) ends.push((ends.at(-1) ?? 0) + piece.length);
  return {
    deflated: Buffer.concat(compressed),
    ends,
    crcs: pieces.map((piece) => crc32(piece)),
    lengths: pieces.map((piece) => piece.length),
    shifts: pieces.map((piece) => xToNModP(piece.length, 3)),
  };
}

/**
 * Bytes as a stored (uncompressed) deflate block, not final (RFC 1951 §3.2.4): the value (a nonce is random and
 * short; writing the five bytes before it costs nothing where a zlib stream a response cost its set-up) and short
 * pieces. What comes before ends byte-aligned, so the block's 3 header bits and 5 bits of padding are one zero byte.
 */
function storedBlock(value: Buffer): Buffer {
  if (value.length > 0xffff) throw new RangeError("a stored deflate block holds at most 65,535 bytes");
  const head = Buffer.alloc(5);
  head.writeUInt16LE(value.length, 1);
  head.writeUInt16LE(~value.length & 0xffff, 3);
  return Buffer.concat([head, value]);
}

/** The page as one gzip member, `value` in each of its places. */
export function gzipWith(page: SplicedPage, value: Buffer): Buffer {
  const valueDeflated = storedBlock(value);
  const valueCrc = crc32(value);
  const valueShift = valueShiftOf(value.length);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.ends.forEach((end, i) => {
    if (i > 0) {
      out.push(valueDeflated);
      crc = crc32Combined(crc, valueCrc, valueShift);
      length += value.length;
    }
    out.push(page.deflated.subarray(i > 0 ? page.ends[i - 1] : 0, end));
    crc = crc32Combined(crc, page.crcs[i]!, page.shifts[i]!);
    length += page.lengths[i]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

/** The page as text, `value` in each of its places: for a client that takes no gzip (one inflate, not one a piece). */
export function plainWith(page: SplicedPage, value: Buffer): Buffer {
  const length = page.lengths.reduce((sum, n) => sum + n, value.length * (page.ends.length - 1));
  // Inflated into one buffer of the text's size, not in 16 kB chunks joined after.
  return gunzipSync(gzipWith(page, value), { chunkSize: Math.max(length, 64) });
}

// CRC-32 of two texts joined, from their CRCs and the second's length: zlib's crc32_combine (its multmodp and
// x2nmodp), which Node's zlib does not expose. Polynomials are bit-reversed, as in the CRC itself.
const POLYNOMIAL = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X_TO_2_TO_K: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X_TO_2_TO_K.push(p);
  p = multiplyModP(p, p);
}

/** x^(n·2^k) modulo the polynomial. */
function xToNModP(n: number, k: number): number {
  let p = 0x80000000;
  for (; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModP(X_TO_2_TO_K[k % 32]!, p);
  return p;
}

/** A nonce's length is the same for every response: the shift past it is made once. */
let lastValue = { length: 0, shift: 0x80000000 };
function valueShiftOf(length: number): number {
  if (lastValue.length !== length) lastValue = { length, shift: xToNModP(length, 3) };
  return lastValue.shift;
}

function crc32Combined(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return crc32Combined(crcA, crcB, xToNModP(lengthB, 3));
}
