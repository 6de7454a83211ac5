import { useRouteLoaderData } from "react-router";
import type { loadFrameData } from "~/lib/frame-data.server";
import type { loadRootData } from "~/lib/root-data.server";

/** The root route's data (language, reader, links…), for any component. Undefined only on a failed root. */
export function useRootData() {
  return useRouteLoaderData<typeof loadRootData>("root");
}

/** The page frame's data (ads, protocol count, language switch), under `/{lang}/…` only. */
export function useFrameData() {
  return useRouteLoaderData<typeof loadFrameData>("routes/lang-layout");
}
