import { data } from "react-router";

/** Why a page could not be shown; the error page picks its message from this. */
export type PageErrorReason = "unknown-language" | "not-found" | "parameter";

export function notFound(reason: "unknown-language" | "not-found" = "not-found") {
  return data({ reason }, { status: 404 });
}

/** A query parameter the page cannot use (e.g. a non-numeric id): SPEC "Sorry, parameter error.". */
export function parameterError() {
  return data({ reason: "parameter" as const }, { status: 400 });
}
