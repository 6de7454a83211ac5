import type { Lang } from "../config/constants";
import type { MailTranslate } from "./email-message";
import { languageTag } from "../locale/language-tag";

/** Content of an e-mail, rendered once as plain text and once as HTML. */
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "fields"; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: "button"; label: string; url: string }
  | { kind: "items"; items: readonly { title: string; url: string; meta?: string }[] }
  | { kind: "note"; text: string };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

interface Punctuation {
  colon: (label: string) => string;
  separator: string;
  suffix: (text: string) => string;
}

/**
 * A block as plain text, with the language's punctuation (the catalogue's punct.*): a label alone on its line
 * "Title:" / "标题：", a label and its value "Title: …" / "标题：…", an item's details "Title (…)" / "标题（…）".
 */
function blockText(block: EmailBlock, punct: Punctuation): string {
  const { colon, separator, suffix } = punct;
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "fields":
      return block.rows
        .map(([label, value]) => (value.includes("\n") ? `${colon(label)}\n${value}` : `${label}${separator}${value}`))
        .join("\n");
    case "button":
      return `${colon(block.label)}\n${block.url}`;
    case "items":
      return block.items.map((i) => `- ${i.title}${i.meta ? suffix(i.meta) : ""}\n  ${i.url}`).join("\n\n");
  }
}

const FONT = "font-family:Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif";

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(block.text).replace(/\n/g, "<br>")}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;line-height:1.5;color:#55606b;font-size:13px">${escapeHtml(block.text)}</p>`;
    case "fields":
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#55606b;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#0b5f7a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#55606b;word-break:break-all">${escapeHtml(block.url)}</p>`;
    case "items":
      return `<ul style="padding:0;margin:0 0 16px;list-style:none">${block.items
        .map(
          (i) =>
            `<li style="margin:0 0 12px"><a href="${escapeHtml(i.url)}" style="color:#0b5f7a;font-weight:600;text-decoration:none">${escapeHtml(i.title)}</a>${i.meta ? `<br><span style="color:#55606b;font-size:13px">${escapeHtml(i.meta)}</span>` : ""}</li>`,
        )
        .join("")}</ul>`;
  }
}

/**
 * The journal's e-mail layout: a heading, the blocks, and a footer naming the journal and why the
 * reader got the message. Text and HTML carry the same content, in the reader's language.
 */
export function renderEmail(
  t: MailTranslate,
  lang: Lang,
  content: { heading: string; blocks: readonly EmailBlock[]; footer?: readonly EmailBlock[] },
): { text: string; html: string } {
  const journal = t(lang, "site.title");
  const punct: Punctuation = {
    colon: (label) => t(lang, "punct.colon", { label }),
    separator: t(lang, "punct.colonSeparator"),
    suffix: (text) => t(lang, "punct.labelSuffix", { text }),
  };
  const footer = [
    { kind: "note" as const, text: t(lang, "forms.mail.footer", { journal }) },
    ...(content.footer ?? []),
  ];
  const text = [
    journal,
    "",
    content.heading,
    "",
    ...content.blocks.map((block) => blockText(block, punct)).flatMap((b) => [b, ""]),
    "--",
    ...footer.map((block) => blockText(block, punct)),
  ].join("\n");
  const htmlLang = languageTag(lang);
  const html = `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head><body style="margin:0;padding:0;background:#f5f7f9;color:#1d2329;${FONT}"><div style="max-width:600px;margin:0 auto;padding:24px 16px"><div style="background:#084558;color:#ffffff;padding:14px 20px;border-radius:6px 6px 0 0;font-weight:700">${escapeHtml(journal)}</div><div style="background:#ffffff;padding:24px 20px;border:1px solid #dde3e8;border-top:0;border-radius:0 0 6px 6px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${content.blocks.map(blockHtml).join("")}<hr style="border:0;border-top:1px solid #dde3e8;margin:24px 0 16px">${footer.map(blockHtml).join("")}</div></div></body></html>`;
  return { text, html };
}
