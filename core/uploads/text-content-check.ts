/**
 * Checks, chunk by chunk, that a file is plain text: valid UTF-8 with no NUL byte, and not an HTML
 * or SVG document in disguise (those are refused as .txt: they are markup a browser would run).
 */
export class TextContentCheck {
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });
  private valid = true;
  private start = "";

  push(chunk: Uint8Array): void {
    if (!this.valid) return;
    if (chunk.includes(0)) {
      this.valid = false;
      return;
    }
    try {
      const text = this.decoder.decode(chunk, { stream: true });
      if (this.start.length < 512) this.start += text.slice(0, 512);
    } catch {
      this.valid = false;
    }
  }

  /** True when everything pushed was acceptable text. */
  finish(): boolean {
    if (!this.valid) return false;
    try {
      this.decoder.decode();
    } catch {
      return false;
    }
    return !/^\uFEFF?\s*<(?:!doctype\s+html|html|head|body|script|svg|\?xml)/i.test(this.start);
  }
}
