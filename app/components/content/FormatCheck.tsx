import "virtual:messages/with/content";
import { useEffect, useState } from "react";
import type { FormatProbe, ProbeFormat } from "@core/images/create-format-probes";
import { PROBE_HEIGHT, PROBE_WIDTH } from "@core/images/probe-size";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { useHydrated } from "./use-hydrated";

type Result = "checking" | "yes" | "no";

/** Asks the browser to decode a tiny image of the format; supported when it decodes to the probe's size. */
function probe(dataUri: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth === PROBE_WIDTH && image.naturalHeight === PROBE_HEIGHT);
    image.onerror = () => resolve(false);
    image.src = dataUri;
  });
}

/**
 * The live check of the image-format page: which of WebP, AVIF and SVG this browser can show. It runs in the
 * browser only; without scripts the page says so instead of showing an empty table.
 */
export function FormatCheck({ probes }: { probes: readonly Omit<FormatProbe, "mimeType">[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [results, setResults] = useState<Partial<Record<ProbeFormat, Result>>>({});

  useEffect(() => {
    let cancelled = false;
    for (const p of probes) {
      void probe(p.dataUri).then((ok) => {
        if (!cancelled) setResults((r) => ({ ...r, [p.format]: ok ? "yes" : "no" }));
      });
    }
    return () => {
      cancelled = true;
    };
  }, [probes]);

  if (!hydrated) {
    return (
      <p className="format-check__nojs" role="note">
        {t("content.webptest.needsJs")}
      </p>
    );
  }
  const done = probes.every((p) => results[p.format] && results[p.format] !== "checking");
  const supported = probes.filter((p) => results[p.format] === "yes").length;
  return (
    <section className="format-check" aria-labelledby="format-check-title">
      <h2 id="format-check-title">{t("content.webptest.title")}</h2>
      <div className="prose-table">
        <table className="format-check__table">
          <thead>
            <tr>
              <th scope="col">{t("content.webptest.format")}</th>
              <th scope="col">{t("content.webptest.usedFor")}</th>
              <th scope="col">{t("content.webptest.result")}</th>
            </tr>
          </thead>
          <tbody>
            {probes.map((p) => {
              const result = results[p.format] ?? "checking";
              return (
                <tr key={p.format} data-format={p.format} data-result={result}>
                  <th scope="row">{p.format.toUpperCase()}</th>
                  <td>{t(`content.webptest.usedFor.${p.format}` as MessageKey)}</td>
                  <td className={`format-check__result format-check__result--${result}`}>
                    {t(result === "checking" ? "content.webptest.checking" : result === "yes" ? "content.webptest.yes" : "content.webptest.no")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="format-check__summary" aria-live="polite">
        {done
          ? supported === probes.length
            ? t("content.webptest.summaryAll")
            : supported === 0
              ? t("content.webptest.summaryNone")
              : t("content.webptest.summarySome", { count: supported })
          : t("content.webptest.checking")}
      </p>
    </section>
  );
}
