import { Tokenizer, type MarkedExtension, type Tokens } from "marked";

/** Han ideographs, CJK symbols and punctuation (、。《》「」), fullwidth forms (，：；（）). */
const CJK = /[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;
/** `**text**`: the text neither starts nor ends with a space, and holds no `**` of its own. */
const STRONG = /^\*\*(?![\s*])((?:[^*]|\*(?!\*))*?[^\s*])\*\*/;

/**
 * Markdown as Chinese is written (ADR 0050). CommonMark lets `**` open or close next to punctuation only when the
 * other side is a space or punctuation too, a rule made for languages with spaces between words: in
 * `已被**《索引》（GLSCI）**收录` neither delimiter counts and the reader sees the asterisks. Here a `**…**` whose
 * text starts or ends with a CJK character, or which a CJK character follows, is bold whatever its neighbours
 * (what CommonMark's "CJK-friendly" proposal does, and markdown-it and micromark have as plugins; marked has none).
 * And a bare URL stops at the first CJK character: GFM ends one only at a space, so `（https://…/deed.zh-hans）；`
 * took the fullwidth bracket and semicolon into the address.
 */
export const cjkMarkdown: MarkedExtension = {
  extensions: [
    {
      name: "cjkStrong",
      level: "inline",
      start(src: string) {
        const at = src.indexOf("**");
        return at < 0 ? undefined : at;
      },
      tokenizer(src: string): Tokens.Strong | undefined {
        const match = STRONG.exec(src);
        if (!match) return undefined;
        const [raw, text] = match as unknown as [string, string];
        if (!CJK.test(text.charAt(0)) && !CJK.test(text.charAt(text.length - 1)) && !CJK.test(src.charAt(raw.length))) return undefined;
        return { type: "strong", raw, text, tokens: this.lexer.inlineTokens(text) };
      },
    },
  ],
  tokenizer: {
    url(src: string) {
      // GFM's own address first; only one that took a CJK character in is read again, cut before it.
      const token = Tokenizer.prototype.url.call(this, src);
      if (!token) return false;
      const cut = token.raw.search(CJK);
      if (cut < 0) return token;
      return (cut > 0 && Tokenizer.prototype.url.call(this, src.slice(0, cut))) || false;
    },
  },
};
