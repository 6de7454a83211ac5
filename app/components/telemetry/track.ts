import { isLang } from "@core/config/constants";
import { POINT_VALUE_MAX_CHARS, URL_MAX_CHARS } from "@core/tracking/limits";
import type { PointReportPayload } from "@core/tracking/point-report";
import { isTrackPoint } from "@core/tracking/track-points";
import { sendBeacon } from "~/lib/beacon";
import { clientPlatform } from "~/lib/client-platform";
import { referrerUrl } from "~/lib/page-history";

export const POINT_REPORT_URL = "/v1/beidou/point/report";

function pointValueOf(value: unknown): string {
  if (typeof value === "string") {
    try {
      JSON.parse(value);
      return value.slice(0, POINT_VALUE_MAX_CHARS);
    } catch {
      return JSON.stringify(value.slice(0, POINT_VALUE_MAX_CHARS - 2));
    }
  }
  const json = JSON.stringify(value ?? {}) ?? "{}";
  return json.length <= POINT_VALUE_MAX_CHARS ? json : "{}";
}

/** The page's language, from the first path segment (every page is /en/… or /cn/…). */
function pageLanguage(): "en" | "cn" {
  const segment = location.pathname.split("/")[1];
  return isLang(segment) ? segment : "en";
}

/** The protocol a page is about (protocol detail: ?id=…), for about_id. */
function pageAboutId(): string | null {
  return new URLSearchParams(location.search).get("id")?.slice(0, 64) || null;
}

/**
 * Sends one click-tracking report (SPEC §7 POST /v1/beidou/point/report): `pointNumber` from TRACK_POINTS
 * (core/tracking/track-points.ts), `pointValue` any JSON value (or a JSON string) describing the event.
 * Fire and forget: nothing is returned, nothing is thrown, and it does nothing on the server.
 */
export function track(pointNumber: number, pointValue: unknown = {}, aboutId?: string | number | null): void {
  if (typeof window === "undefined" || !isTrackPoint(pointNumber)) return;
  const base = {
    point_number: pointNumber,
    point_value: pointValueOf(pointValue),
    about_id: aboutId === undefined || aboutId === null ? pageAboutId() : String(aboutId).slice(0, 64),
    language: pageLanguage(),
    web: 1,
    url: location.href.slice(0, URL_MAX_CHARS),
    refer_url: referrerUrl()?.slice(0, URL_MAX_CHARS) ?? null,
  };
  void clientPlatform()
    .then(({ device, browser }) => {
      const report: PointReportPayload = { ...base, device, browser };
      sendBeacon(POINT_REPORT_URL, report);
    })
    .catch(() => {});
}

/**
 * Delegated click tracking: a click on (or inside) an element with `data-track="<point number>"`, or the
 * submission of a form with it, sends a report. Optional attributes: `data-track-value` (JSON or text),
 * `data-track-about` (about_id), and on forms `data-track-fields` (comma-separated field names whose values
 * go into point_value, e.g. the search text). Listens in the capture phase, so a handler that stops the
 * event does not hide it. Returns the function that removes the listeners.
 */
export function installClickTracking(): () => void {
  const report = (element: HTMLElement, extra: Record<string, string> = {}) => {
    const point = Number(element.dataset.track);
    const raw = element.dataset.trackValue;
    let value: unknown = raw ?? {};
    if (raw !== undefined) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    }
    if (Object.keys(extra).length) value = { ...(typeof value === "object" && value !== null ? value : { value }), ...extra };
    track(point, value, element.dataset.trackAbout ?? null);
  };
  const onClick = (event: MouseEvent) => {
    const element = (event.target as Element | null)?.closest?.<HTMLElement>("[data-track]");
    if (!element || element instanceof HTMLFormElement) return;
    report(element);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.track === undefined) return;
    const extra: Record<string, string> = {};
    for (const name of (form.dataset.trackFields ?? "").split(",").map((n) => n.trim()).filter(Boolean)) {
      const field = form.elements.namedItem(name);
      if (field && "value" in field) extra[name] = String(field.value).slice(0, 200);
    }
    report(form, extra);
  };
  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
  return () => {
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("submit", onSubmit, true);
  };
}
