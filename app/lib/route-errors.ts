import { data } from "react-router";
import type { BodyRefusal } from "./request-body.server";

/** Why a page could not be shown; the error page picks its message from this. */
export type PageErrorReason = "unknown-language" | "not-found" | "parameter" | BodyRefusal;

export function notFound(reason: "unknown-language" | "not-found" = "not-found") {
  return data({ reason }, { status: 404 });
}

/** A query parameter the page cannot use (e.g. a non-numeric id): SPEC "Sorry, parameter error.". */
export function parameterError() {
  return data({ reason: "parameter" as const }, { status: 400 });
}

/** A posted body the action cannot use (ADR 0082): 400 unreadable, 413 too large, 415 not a form. */
export function bodyError(reason: BodyRefusal, status: 400 | 413 | 415) {
  return data({ reason }, { status });
}

/** The catalogue message of each refused body, for the error page and for resource routes' plain answers. */
export const BODY_MESSAGE_KEYS = {
  malformed: "error.body.malformed",
  "too-large": "error.body.tooLarge",
  unsupported: "error.body.unsupported",
} as const satisfies Record<BodyRefusal, string>;
