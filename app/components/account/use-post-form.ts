import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { newPostKey, type QuestionActionData } from "./question-form-state";

/**
 * A question or answer form's fetcher and idempotency key: a fresh key once the page is hydrated and after each post
 * the action took (it redirects, so no data comes back), when the form is cleared too. `posted` says whether the
 * last post was taken.
 */
export function usePostForm(key: string) {
  const fetcher = useFetcher<QuestionActionData>({ key });
  const form = useRef<HTMLFormElement>(null);
  const [postKey, setPostKey] = useState("");
  const [posted, setPosted] = useState(false);
  const wasBusy = useRef(false);
  useEffect(() => setPostKey(newPostKey()), []);

  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    // Posted (the action redirected): start afresh.
    if (!fetcher.data) {
      form.current?.reset();
      setPostKey(newPostKey());
    }
    setPosted(!fetcher.data);
  }, [busy, fetcher.data]);
  return { fetcher, form, postKey, busy, posted, setPosted };
}
