import "virtual:messages/with/forms";
import { useEffect, useRef, useState } from "react";
import { UPLOAD_MAX_BYTES } from "@core/config/constants";
import {
  acceptAttribute,
  acceptsExtension,
  extensionOf,
  UPLOAD_KINDS,
  type UploadKind,
} from "@core/uploads/upload-kinds";
import { useI18n } from "~/i18n/translate";
import type { UploadInfo } from "~/lib/forms/form-action-data";
import { FieldError } from "./FormFields";
import { formatBytes } from "./format-bytes";
import { uploadFile, type UploadHandle } from "./upload-file";

interface FileFieldProps {
  /** The file input's name (used when the form is posted without JavaScript). */
  field: string;
  /** The hidden input holding the stored upload's token. */
  tokenField: string;
  kind: UploadKind;
  label: string;
  /** A line after the formats hint (e.g. "one file; several in an archive"). */
  note?: string;
  required?: boolean;
  error?: string;
  /** The file the server already holds for this form (after a failed submission). */
  initial?: UploadInfo;
  onError(message: string | null): void;
  onBusyChange(busy: boolean): void;
  idPrefix?: string;
}

/**
 * A file picker that works without JavaScript (the file goes with the form) and, with it, uploads the
 * file as soon as it is picked: checked at once in the browser (extension, 100 MB), then sent with a
 * progress bar and a Cancel button; the server's token goes into a hidden field, so a failed submission
 * of the rest of the form never asks for the file again.
 */
export function FileField({
  field,
  tokenField,
  kind,
  label,
  note,
  required,
  error,
  initial,
  onError,
  onBusyChange,
  idPrefix = "f",
}: FileFieldProps) {
  const { lang, t } = useI18n();
  const id = `${idPrefix}-${field}`;
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<UploadHandle | null>(null);
  const [current, setCurrent] = useState<UploadInfo | null>(initial ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (initial) setCurrent(initial);
  }, [initial]);
  useEffect(() => () => upload.current?.cancel(), []);

  const formats = UPLOAD_KINDS[kind].join(", ");

  async function onChange() {
    const file = input.current?.files?.[0];
    if (!file) return;
    if (!acceptsExtension(kind, extensionOf(file.name))) return refuse("forms.upload.badExtension");
    if (file.size > UPLOAD_MAX_BYTES) return refuse("forms.upload.tooLarge");
    if (file.size === 0) return refuse("forms.upload.empty");
    onError(null);
    setProgress(0);
    onBusyChange(true);
    const handle = uploadFile(file, kind, setProgress);
    upload.current = handle;
    const result = await handle.result;
    upload.current = null;
    setProgress(null);
    onBusyChange(false);
    if (input.current) input.current.value = "";
    if (result.ok) {
      setCurrent({ token: result.token, name: result.name, size: result.size });
      onError(null);
    } else {
      onError(result.error);
    }
  }

  function refuse(message: string) {
    if (input.current) input.current.value = "";
    onError(message);
  }

  const busy = progress !== null;
  return (
    <div className={`forms-field forms-file${error ? " has-error" : ""}`}>
      <label htmlFor={id} className={required ? "forms-label forms-label--required" : "forms-label"}>
        {label}
        {required ? null : <span className="forms-optional">{t("punct.labelSuffix", { text: t("forms.optional") })}</span>}
      </label>
      <p id={`${id}-hint`} className="forms-hint">
        {t("forms.upload.hint", { formats, max: "100 MB" })}
        {note ? ` ${note}` : null}
      </p>
      {current ? (
        <p className="forms-file__current" data-testid={`${field}-current`}>
          <span aria-hidden="true">✓ </span>
          {t("forms.upload.kept", { name: current.name, size: formatBytes(current.size, lang) })}
          {hydrated && !required ? (
            <button
              type="button"
              className="forms-link-button"
              onClick={() => {
                setCurrent(null);
                onError(null);
              }}
            >
              {t("forms.upload.remove")}
            </button>
          ) : null}
        </p>
      ) : null}
      <input
        ref={input}
        id={id}
        name={field}
        type="file"
        data-field={tokenField}
        accept={acceptAttribute(kind)}
        disabled={busy}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <input type="hidden" name={tokenField} value={current?.token ?? ""} />
      {busy ? (
        <div className="forms-progress" role="group" aria-label={t("forms.upload.progressLabel")}>
          <progress max={1} value={progress} aria-label={t("forms.upload.progressLabel")} />
          <span className="forms-progress__text" aria-live="polite">
            {t("forms.upload.progress", { percent: Math.floor(progress * 100) })}
          </span>
          <button
            type="button"
            className="forms-button forms-button--secondary"
            onClick={() => upload.current?.cancel()}
          >
            {t("forms.upload.cancel")}
          </button>
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
