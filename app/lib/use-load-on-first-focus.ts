import { useRef, useState, type FormEvent } from "react";

/**
 * What a form checks in the browser with (its schema, its rules' module), fetched when the reader first focuses one
 * of its controls: for forms on pages that most visitors only read (the home page's alerts box, a protocol's
 * questions and answers), so the validation library stays out of the page's own code (issue 16 §3). Put `onFocus`
 * on the form: its controls' focus events bubble to it.
 * - `loaded`: null until it has arrived. A form of useFormValidation (the alerts box) takes it as its schema: before
 *   it arrives nothing is checked in the browser and a post goes to the server, which answers the same messages.
 * - `guardSubmit(event, judge)`, in the form's onSubmit: `judge` decides with what was loaded whether the post
 *   goes (false: it is stopped, as with rules loaded with the page). A submit before the rules arrive (the reader
 *   went straight to the button) waits for them, then is judged and sent again; if they cannot be fetched (a deploy
 *   replaced the chunk, the network dropped) the post goes unchecked and the server checks it with the same rules.
 */
export function useLoadOnFirstFocus<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const value = useRef<T | null>(null);
  const pending = useRef<Promise<T> | null>(null);
  const released = useRef(false);
  const waiting = useRef(false);

  const start = () =>
    (pending.current ??= load().then(
      (result) => {
        value.current = result;
        setLoaded(() => result);
        return result;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    ));

  return {
    loaded,
    onFocus() {
      start().catch(() => {});
    },
    guardSubmit(event: FormEvent<HTMLFormElement>, judge: (value: T) => boolean) {
      if (released.current) {
        // The post sent again below: already judged.
        released.current = false;
        return;
      }
      if (value.current !== null) {
        if (!judge(value.current)) event.preventDefault();
        return;
      }
      event.preventDefault();
      // A second click while the rules are on their way is the same submit, not another post.
      if (waiting.current) return;
      waiting.current = true;
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const send = () => {
        released.current = true;
        form.requestSubmit(submitter);
      };
      start()
        .then(
          (result) => {
            if (judge(result)) send();
          },
          send,
        )
        .finally(() => {
          waiting.current = false;
        });
    },
  };
}
