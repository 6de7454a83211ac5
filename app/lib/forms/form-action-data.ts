import type { FieldErrors, RawFormValues } from "@core/forms/parse-form-values";

/** A file the server already holds for a form: its claim token, name and size. */
export interface UploadInfo {
  token: string;
  name: string;
  size: number;
}

/** What a form's action returns to its page (and, without JavaScript, what the page is rendered with). */
export type FormActionData =
  /** `values`: what the page says back on success, when it says anything (the address a link was sent to). */
  | { status: "success"; reference: string | null; outcome: string | null; values?: RawFormValues }
  | {
      status: "error";
      errors: FieldErrors;
      values: RawFormValues;
      uploads: Record<string, UploadInfo>;
      formError: string | null;
    };

/** The answer of POST /api/uploads: the stored file's claim token, or the message key of the refusal. */
export type UploadApiResponse = { ok: true; token: string; name: string; size: number } | { ok: false; error: string };
