import type { UploadRefusal } from "@core/uploads/store-upload";

/** The message key that tells the reader why a file was refused and that it must be picked again. */
export function uploadRefusalMessage(reason: UploadRefusal): string {
  switch (reason) {
    case "too_large":
      return "forms.upload.tooLarge";
    case "bad_extension":
      return "forms.upload.badExtension";
    case "bad_content":
      return "forms.upload.badContent";
    case "empty":
      return "forms.upload.empty";
  }
}
