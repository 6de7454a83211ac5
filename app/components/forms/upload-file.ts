import "virtual:messages/with/forms";
import type { UploadKind } from "@core/uploads/upload-kinds";
import type { UploadApiResponse } from "~/lib/forms/form-action-data";

export interface UploadHandle {
  result: Promise<UploadApiResponse>;
  /** Stops the transfer; the server removes what it had received. */
  cancel(): void;
}

/**
 * Sends one file to the upload endpoint with XMLHttpRequest, the one browser API that reports upload
 * progress. Never rejects: failures and cancellation come back as message keys.
 */
export function uploadFile(file: File, kind: UploadKind, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const result = new Promise<UploadApiResponse>((resolve) => {
    xhr.open("POST", `/api/uploads?kind=${kind}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as UploadApiResponse | null;
      resolve(body && typeof body === "object" && "ok" in body ? body : { ok: false, error: "forms.upload.failed" });
    };
    xhr.onerror = () => resolve({ ok: false, error: "forms.upload.failed" });
    xhr.onabort = () => resolve({ ok: false, error: "forms.upload.cancelled" });
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
  return { result, cancel: () => xhr.abort() };
}
