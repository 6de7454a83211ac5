import { z } from "zod";
import { CLIENT_ERROR_MSG_MAX_CHARS, URL_MAX_CHARS } from "./limits";

/** POST /v1/journal/common/feReport (SPEC §7): one unhandled error in a reader's browser. */
export const clientErrorReportSchema = z.object({
  error_url: z.string().min(1).max(URL_MAX_CHARS),
  error_msg: z.string().trim().min(1).max(CLIENT_ERROR_MSG_MAX_CHARS),
});

export type ClientErrorReport = z.output<typeof clientErrorReportSchema>;
