import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * A catalogue message ready to format: its text when it has no argument (nothing to format), or its parsed ICU
 * form. Parsing happens once, at build time for the browser (app/i18n/messages-vite-plugin.ts) and at start-up
 * on the server, with this one function, so both sides hold the same values and render the same text; the
 * browser never ships the ICU parser (issue 16 §3, ADR 0117).
 */
export type CompiledMessage = string | MessageFormatElement[];

export function compileMessages(messages: Record<string, string>): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, source] of Object.entries(messages)) {
    const parsed = parse(source);
    compiled[key] = parsed.every((part) => part.type === TYPE.literal)
      ? parsed.map((part) => (part.type === TYPE.literal ? part.value : "")).join("")
      : parsed;
  }
  return compiled;
}
