import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { QuestionProblem } from "@core/questions/question-rules";
import { useLoadOnFirstFocus } from "~/lib/use-load-on-first-focus";
import { newPostKey, type QuestionActionData } from "./question-form-state";

/**
 * A question or answer form's fetcher, idempotency key and browser check: a fresh key once the page is hydrated and
 * after each post the action took (it redirects, so no data comes back), when the form is cleared too. `posted`
 * says whether the last post was taken. The rules (`schema` of core/questions/question-rules, the server's) come
 * when the reader first focuses the form (useLoadOnFirstFocus) and check its fields before a post goes; `problems`
 * are what they found, null before the first check. `formProps` go on the fetcher's form.
 */
export function usePostForm(key: string, schema: "questionSchema" | "answerSchema") {
  const fetcher = useFetcher<QuestionActionData>({ key });
  const form = useRef<HTMLFormElement>(null);
  const [postKey, setPostKey] = useState("");
  const [posted, setPosted] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<string, QuestionProblem>> | null>(null);
  const rules = useLoadOnFirstFocus(() => import("@core/questions/question-rules"));
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

  const formProps = {
    ref: form,
    method: "post",
    noValidate: true,
    onFocus: rules.onFocus,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const fields = new FormData(event.currentTarget);
      rules.guardSubmit(event, (loaded) => {
        const rule = loaded[schema];
        const input = Object.fromEntries(Object.keys(rule.shape).map((name) => [name, String(fields.get(name) ?? "")]));
        const found = loaded.questionProblems(rule, input);
        setProblems(found);
        setPosted(false);
        return !found && !busy;
      });
    },
  } as const;
  return { fetcher, postKey, busy, posted, problems, formProps };
}
