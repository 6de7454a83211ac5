import { Fragment } from "react";
import type { TextSegment } from "@core/search/highlight";

/** Text with its matched words in <mark>: built from segments, never from an HTML string. */
export function Highlighted({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}
    </>
  );
}
