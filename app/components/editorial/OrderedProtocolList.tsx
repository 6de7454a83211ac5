import { useEffect } from "react";
import { useLocation } from "react-router";
import { useI18n } from "~/i18n/translate";
import { MoveButtons } from "./MoveButtons";

export interface OrderedProtocolItem {
  protocolId: number;
  /** 1-based place, as the editor sees it (sent with a move, so a stale or repeated move does nothing). */
  position: number;
  title: string;
  /** A line under the title (DOI, status…). */
  meta?: string;
}

interface Props {
  /** Where the small forms post (the page's own action). */
  action: string;
  idempotencyKey: string;
  items: readonly OrderedProtocolItem[];
  /** Prefix of the buttons' ids (`${prefix}-${protocolId}-up`): distinct per list on a page. */
  idPrefix?: string;
  /** Extra hidden fields sent with every button (e.g. the section of a special issue). */
  fields?: Record<string, string>;
  lang: string;
}

/**
 * An ordered list of protocols with up, down and remove buttons (ADR 0106): each button is a small POST form
 * (intent up/down/remove, protocolId, position) that works without JavaScript. The page redirects back with
 * `#${idPrefix}-${protocolId}-${direction}` and `useReturnFocus` puts the focus back on that button, so an editor
 * can keep pressing Enter to move a row further.
 */
export function OrderedProtocolList({ action, idempotencyKey, items, idPrefix = "move", fields = {}, lang }: Props) {
  const { t } = useI18n();
  return (
    <ol className="editorial-toc">
      {items.map((item, i) => (
        <li key={item.protocolId} className="editorial-toc-item">
          <div className="editorial-toc-title">
            <a href={`/${lang}/bpdetail?id=${item.protocolId}`}>{item.title}</a>
            {item.meta ? <div className="forms-hint">{item.meta}</div> : null}
          </div>
          <MoveButtons
            action={action}
            idempotencyKey={idempotencyKey}
            fields={{ ...fields, protocolId: item.protocolId, position: item.position }}
            intents={{ up: "up", down: "down", remove: "remove" }}
            idBase={`${idPrefix}-${item.protocolId}`}
            first={i === 0}
            last={i === items.length - 1}
            labels={{
              up: t("editorial.collections.upLabel", { title: item.title }),
              down: t("editorial.collections.downLabel", { title: item.title }),
              remove: t("editorial.collections.removeLabel", { title: item.title }),
            }}
          />
        </li>
      ))}
    </ol>
  );
}

/**
 * Keyboard path after a move: the page came back with `#<button id>`; the focus goes to that button, or, when it
 * is now disabled at the end of the list, to the row's other move button (else to `fallbackId`).
 */
export function useReturnFocus(fallbackId: string) {
  const location = useLocation();
  useEffect(() => {
    const id = location.hash.slice(1);
    if (!/-(up|down)$/.test(id)) return;
    // The same button; at the end of the list (now disabled) the row's other one; else the list's heading.
    const other = id.endsWith("-up") ? id.replace(/-up$/, "-down") : id.replace(/-down$/, "-up");
    const button = [id, other].map((i) => document.getElementById(i)).find((e) => e instanceof HTMLButtonElement && !e.disabled);
    if (button) button.focus();
    else document.getElementById(fallbackId)?.focus();
  }, [location.key, location.hash, fallbackId]);
}
