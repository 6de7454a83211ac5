import "virtual:messages/with/forms";
import { useRef } from "react";
import type { FieldErrors } from "@core/forms/parse-form-values";

/** Tracks which file fields are still uploading, so the form can refuse to be sent before they finish. */
export function useUploadFields() {
  const busy = useRef(new Set<string>());
  return {
    busyChange: (tokenField: string) => (isBusy: boolean) => {
      if (isBusy) busy.current.add(tokenField);
      else busy.current.delete(tokenField);
    },
    blockSubmit: (): FieldErrors | null => {
      if (!busy.current.size) return null;
      return Object.fromEntries([...busy.current].map((field) => [field, "forms.upload.wait"]));
    },
  };
}
