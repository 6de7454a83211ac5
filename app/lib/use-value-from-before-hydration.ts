import { useEffect, useLayoutEffect, useRef } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * For a controlled input (its value in React state): keeps what a reader typed or chose before the page's
 * JavaScript ran (issue 19 item 7). React hydrates without touching the DOM's value, so the control still
 * shows the reader's text, but the state still holds the server's value, which the next render would write
 * back and which a submit would send. On the first commit this reads the control's value and, when it
 * differs from the rendered one, hands it to `adopt` (the input's own change handler, so its rules apply).
 * Uncontrolled inputs (defaultValue/defaultChecked, as in every form of app/components/forms) need nothing.
 */
export function useValueFromBeforeHydration<E extends Control>(rendered: string, adopt: (value: string) => void) {
  const ref = useRef<E>(null);
  const first = useRef({ rendered, adopt });
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.value !== first.current.rendered) first.current.adopt(element.value);
  }, []);
  return ref;
}

/**
 * Runs `apply` when `value` changes after the first render — not on the first render itself, where the
 * state already starts from `value` and re-applying it would overwrite what useValueFromBeforeHydration
 * kept (e.g. the search page's box showing its URL's term).
 */
export function useOnLaterChange<T>(value: T, apply: (value: T) => void) {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    apply(value);
  }, [value, apply]);
}
