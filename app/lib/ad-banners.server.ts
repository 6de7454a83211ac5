import type { AppLoadContext } from "react-router";
import type { AdPlacement } from "@core/ads/ad-slots";
import type { FieldErrors } from "@core/forms/parse-form-values";
import { storeAdBanner, type AdBannerVariant } from "@core/editorial/ads/store-ad-banner";
import type { UploadSummary } from "@core/uploads/find-upload-by-token";
import { readUploadBytes, uploadedImageDirs } from "./uploaded-images.server";
import { formsServicesOf } from "./forms/forms-services.server";

/** The two banner file fields of the ad forms (desktop and narrow screens), for `runFormAction`. */
export const AD_BANNER_FILES = [
  { field: "imgPc", tokenField: "imgPcToken", kind: "image" },
  { field: "imgMobile", tokenField: "imgMobileToken", kind: "image" },
] as const;

const TOKEN_FIELDS: Record<AdBannerVariant, "imgPcToken" | "imgMobileToken"> = {
  pc: "imgPcToken",
  mobile: "imgMobileToken",
};

/**
 * The banners a form uploaded, checked against the slot and stored (ADR 0113): the public paths of the given
 * ones (null where none was uploaded), or a message per file field, naming the slot's size, for those refused.
 */
export async function bannersFromUploads(
  context: AppLoadContext,
  placement: AdPlacement,
  uploads: Record<string, UploadSummary | null>,
): Promise<{ ok: true; imgPc: string | null; imgMobile: string | null } | { ok: false; errors: FieldErrors }> {
  const out: Record<AdBannerVariant, string | null> = { pc: null, mobile: null };
  const errors: FieldErrors = {};
  for (const variant of ["pc", "mobile"] as const) {
    const field = TOKEN_FIELDS[variant];
    const upload = uploads[field];
    if (!upload) continue;
    const stored = await storeAdBanner(
      await readUploadBytes(context, upload.token),
      placement,
      variant,
      uploadedImageDirs(),
      formsServicesOf(context).figures,
    );
    if (stored.ok) out[variant] = stored.src;
    else if (stored.problem === "shape" || stored.problem === "small")
      errors[field] = `editorial.ads.error.${stored.problem}.${placement}.${variant}`;
    else
      errors[field] =
        stored.problem === "too-large" ? "editorial.media.error.tooLarge" : "editorial.media.error.notImage";
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, imgPc: out.pc, imgMobile: out.mobile };
}
