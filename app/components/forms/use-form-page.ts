import { useActionData } from "react-router";
import type { FormSchema } from "@core/forms/parse-form-values";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { useFormValidation } from "./use-form-validation";
import { useUploadFields } from "./use-upload-fields";

/**
 * A form page's state: the action's answer (success, or errors with the values to show again), the file fields
 * still uploading, and the browser-side validation that knows both.
 */
export function useFormPage<T>(form: FormSchema<T>) {
  const result = useActionData<FormActionData>();
  const uploads = useUploadFields();
  const validation = useFormValidation(
    form,
    result?.status === "error" ? result.errors : undefined,
    uploads.blockSubmit,
  );
  return { result, uploads, ...validation };
}
