import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { MessagePart } from "./format-message";

/**
 * A catalogue message ready to format: its text when it has no argument (nothing to format), or its parts
 * (format-message.ts). Parsing happens once, at build time for the browser (app/i18n/messages-vite-plugin.ts) and at
 * start-up on the server, with this one function, so both sides hold the same values and render the same text; the
 * browser never ships the ICU parser (issue 16 §3, ADR 0117) nor an ICU formatter (ADR 0148).
 */
export type CompiledMessage = string | MessagePart[];

function partsOf(elements: MessageFormatElement[], key: string): MessagePart[] {
  return elements.map((element): MessagePart => {
    switch (element.type) {
      case TYPE.literal:
        return element.value;
      case TYPE.argument:
        return { arg: element.value };
      case TYPE.pound:
        return { count: true };
      case TYPE.plural: {
        const selectors = Object.keys(element.options);
        if (element.pluralType !== "cardinal" || element.offset || !element.options.other || selectors.some((s) => s !== "one" && s !== "other"))
          throw new Error(`Message ${key}: a plural takes only "one" and "other" (ADR 0148)`);
        const one = element.options.one;
        return { plural: element.value, ...(one ? { one: partsOf(one.value, key) } : {}), other: partsOf(element.options.other.value, key) };
      }
      default:
        throw new Error(`Message ${key}: only text, {arguments} and plurals are formatted (ADR 0148)`);
    }
  });
}

export function compileMessages(messages: Record<string, string>): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, source] of Object.entries(messages)) {
    const parts = partsOf(parse(source), key);
    compiled[key] = parts.every((part) => typeof part === "string") ? parts.join("") : parts;
  }
  return compiled;
}
