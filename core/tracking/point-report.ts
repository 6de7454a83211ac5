import { z } from "zod";
import { LANGUAGES } from "../config/constants";
import { integerField, optionalText } from "./fields";
import { POINT_VALUE_MAX_CHARS, URL_MAX_CHARS } from "./limits";
import { isTrackPoint } from "./track-points";

const PART_MAX_CHARS = 128;

const part = z
  .string()
  .max(PART_MAX_CHARS)
  .nullish()
  .transform((v) => v ?? "");

/** The client's platform, as the report sends it (SPEC §3 click-tracking report). */
export const deviceSchema = z.object({
  os_system: part,
  os_type: part,
  os_name: part,
  os_version: part,
  os_resolution: part,
});

export const browserSchema = z.object({ name: part, version: part });

/** POST /v1/beidou/point/report (SPEC §3, §7), shared by the browser that sends it and the server. */
export const pointReportSchema = z.object({
  point_number: integerField(1, 99_999).refine(isTrackPoint, { message: "unknown point_number" }),
  point_value: z
    .string()
    .max(POINT_VALUE_MAX_CHARS)
    .refine(
      (v) => {
        try {
          JSON.parse(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: "point_value must be a JSON string" },
    ),
  about_id: z
    .union([z.string().max(64), z.number().int()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? null : String(v))),
  language: z.enum(LANGUAGES),
  web: integerField(1, 1),
  url: z.string().min(1).max(URL_MAX_CHARS),
  refer_url: optionalText(URL_MAX_CHARS),
  device: deviceSchema,
  browser: browserSchema,
});

export type PointReportPayload = z.input<typeof pointReportSchema>;
export type PointReport = z.output<typeof pointReportSchema>;
