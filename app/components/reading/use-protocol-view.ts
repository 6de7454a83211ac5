import { useEffect, useState } from "react";
import { callApi } from "~/lib/api-client";

const VIEW_REPORT_PATH = "/v1/journal/protocol/view";

/**
 * The protocol page reports its own view (ADR 0118): the server counts it once per browser and day and answers
 * the total, which the page then shows. A prerendered page reports when it is shown, not before; a failed report
 * leaves the count the page came with. `report` is false in an editor's preview.
 */
export function useProtocolView(protocolId: number, views: number, report: boolean): number {
  const [shown, setShown] = useState(views);
  useEffect(() => setShown(views), [views]);
  useEffect(() => {
    if (!report) return;
    let current = true;
    const send = () =>
      callApi<{ counted: boolean; views?: number }>(VIEW_REPORT_PATH, { body: { protocol_id: protocolId } })
        .then((answer) => {
          if (current && answer.code === 0 && typeof answer.data?.views === "number") setShown(answer.data.views);
        })
        .catch(() => undefined);
    const doc = document as Document & { prerendering?: boolean };
    if (doc.prerendering) document.addEventListener("prerenderingchange", send, { once: true });
    else void send();
    return () => {
      current = false;
      document.removeEventListener("prerenderingchange", send);
    };
  }, [protocolId, report]);
  return shown;
}
