import { Form } from "react-router";
import { useI18n } from "~/i18n/translate";
import { FormMeta } from "~/components/forms/FormParts";

interface Props {
  /** Where the small forms post (the page's own action). */
  action: string;
  idempotencyKey: string;
  /** Hidden fields sent with every button (the row's id and its position as drawn). */
  fields: Record<string, string | number>;
  /** The intents sent; without `remove` there is no remove button. */
  intents: { up: string; down: string; remove?: string };
  /** The move buttons' ids are `${idBase}-up` and `${idBase}-down` (the page redirects back to them, ADR 0106). */
  idBase: string;
  first: boolean;
  last: boolean;
  /** Accessible names, naming the row. */
  labels: { up: string; down: string; remove?: string };
  /** Visible text of the remove button. */
  removeText?: string;
}

/**
 * Up, down and (optionally) remove for one row of an ordered list (ADR 0106): each a small POST form that works
 * without JavaScript; up is disabled on the first row and down on the last.
 */
export function MoveButtons({ action, idempotencyKey, fields, intents, idBase, first, last, labels, removeText }: Props) {
  const { t } = useI18n();
  const hidden = (intent: string) => (
    <>
      <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  return (
    <div className="editorial-toc-tools">
      {(["up", "down"] as const).map((direction) => (
        <Form method="post" action={action} className="editorial-inline-form" key={direction}>
          {hidden(intents[direction])}
          <button
            type="submit"
            id={`${idBase}-${direction}`}
            className="forms-button forms-button--secondary"
            disabled={direction === "up" ? first : last}
            aria-label={labels[direction]}
          >
            {direction === "up" ? "↑" : "↓"} {t(direction === "up" ? "editorial.collections.up" : "editorial.collections.down")}
          </button>
        </Form>
      ))}
      {intents.remove ? (
        <Form method="post" action={action} className="editorial-inline-form">
          {hidden(intents.remove)}
          <button type="submit" className="forms-button forms-button--secondary" aria-label={labels.remove}>
            {removeText ?? t("editorial.collections.remove")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
