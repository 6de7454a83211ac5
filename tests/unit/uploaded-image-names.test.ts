import { describe, expect, it } from "vitest";
import { fallbackName, IMAGE_FILE_NAME, uploadedImageSources, UPLOADED_IMAGES_PATH, widestRendition } from "@core/images/uploaded-image-names";

const BASE = "0123456789abcdef0123456789abcdef";

describe("uploadedImageSources (ADR 0137)", () => {
  it("lists an uploaded image's AVIF and WebP renditions from its fallback's address", () => {
    expect(uploadedImageSources(`${UPLOADED_IMAGES_PATH}/${fallbackName(BASE, [240, 480], "jpg")}`)).toEqual({
      srcset: `/figures/uploaded/${BASE}-240.webp 240w, /figures/uploaded/${BASE}-480.webp 480w`,
      srcsetAvif: `/figures/uploaded/${BASE}-240.avif 240w, /figures/uploaded/${BASE}-480.avif 480w`,
    });
    expect(uploadedImageSources(`/figures/uploaded/${BASE}-w600.png`)?.srcset).toBe(`/figures/uploaded/${BASE}-600.webp 600w`);
  });

  it("leaves every other address to be shown as it is", () => {
    for (const src of [
      "/images/covers/issue-3.svg",
      // An upload from before ADR 0137: one content hash a file.
      `/figures/uploaded/${BASE}.jpg`,
      `/figures/imported/${BASE}-w240.jpg`,
      `https://elsewhere.example/figures/uploaded/${BASE}-w240.jpg`,
      `/figures/uploaded/${BASE}-w240.svg`,
      `/figures/uploaded/${BASE}-w240-.jpg`,
      `/figures/uploaded/../${BASE}-w240.jpg`,
      `/figures/uploaded/${BASE}-w240.jpg?x=1`,
    ]) {
      expect(uploadedImageSources(src), src).toBeNull();
      expect(widestRendition(src, "webp"), src).toBeNull();
    }
  });
});

describe("widestRendition", () => {
  it("names the widest rendition of one format, for a place without srcset (a video's poster)", () => {
    expect(widestRendition(`${UPLOADED_IMAGES_PATH}/${fallbackName(BASE, [320, 640], "jpg")}`, "webp")).toBe(`/figures/uploaded/${BASE}-640.webp`);
    expect(widestRendition(`/figures/uploaded/${BASE}-w212.png`, "avif")).toBe(`/figures/uploaded/${BASE}-212.avif`);
  });
});

describe("IMAGE_FILE_NAME (ADR 0092, 0137)", () => {
  it("takes the names the site writes and nothing else", () => {
    const names = uploadedImageSources(`/figures/uploaded/${BASE}-w240-480.jpg`)!;
    const written = [...names.srcset.split(", "), ...names.srcsetAvif.split(", ")].map((c) => c.split(" ")[0]!.split("/").pop()!);
    for (const name of [...written, `${BASE}-w240-480.jpg`, `${BASE}.png`, `${BASE}.gif`]) expect(IMAGE_FILE_NAME.test(name), name).toBe(true);
    for (const name of [`${BASE}-w240.svg`, `${BASE}-240.html`, `../${BASE}.jpg`, `${BASE}-240-480.webp`, `${BASE.toUpperCase()}.jpg`, `${BASE}.jpg.exe`]) {
      expect(IMAGE_FILE_NAME.test(name), name).toBe(false);
    }
  });
});
