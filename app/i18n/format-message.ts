import type { Lang } from "@core/config/constants";
import { formatCount } from "@core/locale/format-count";

/**
 * A catalogue message as compileMessages leaves it: text, an `{argument}`, a `{count, plural, one {…} other {…}}`
 * or, inside a plural's branch, `#` (the count). These are all the ICU forms the catalogue uses; compileMessages
 * refuses any other, so this formatter never meets one (ADR 0148).
 */
export type MessagePart =
  | string
  | { arg: string }
  | { plural: string; one?: readonly MessagePart[]; other: readonly MessagePart[] }
  | { count: true };

export type MessageValues = Record<string, string | number>;

function valueOf(values: MessageValues, name: string): string | number {
  const value = values[name];
  // Loud, as IntlMessageFormat was: a message shown without its value is a bug, found by the tests.
  if (value === undefined) throw new Error(`The message's value "${name}" was not given`);
  return value;
}

/**
 * The message's text with `values` put in, as IntlMessageFormat wrote it for these forms, without Intl: a browser's
 * first Intl call loads ICU's data, 20–30 ms of main thread during every page's hydration. English plurals take
 * `one` for exactly 1 and Chinese ones always `other` (CLDR's cardinal rules for en and zh); `#` is the count
 * written as both languages write counts.
 */
export function formatMessage(parts: readonly MessagePart[], lang: Lang, values: MessageValues, count?: number): string {
  let text = "";
  for (const part of parts) {
    if (typeof part === "string") text += part;
    else if ("arg" in part) text += String(valueOf(values, part.arg));
    else if ("plural" in part) {
      const n = Number(valueOf(values, part.plural));
      const branch = lang === "en" && n === 1 && part.one ? part.one : part.other;
      text += formatMessage(branch, lang, values, n);
    } else if (count !== undefined) text += Number.isInteger(count) ? formatCount(count) : String(count);
  }
  return text;
}
