import type { Db } from "@core/db/client";
import type { JobHandler } from "@core/jobs/job-queue";
import { SITE_JOBS, type SiteJobName, type SiteJobPayloads } from "@core/jobs/site-jobs";
import { runAlertDigests } from "@core/alerts/run-alert-digests";
import { deliverEmails } from "@core/mail/deliver-emails";
import type { MailSettings } from "@core/mail/email-message";
import type { MailTransport } from "@core/mail/mail-transport";
import { retryUnsentEmails } from "@core/mail/retry-unsent-emails";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { protocolPdfKey } from "@core/protocols/export/obtain-protocol-pdf";
import { renderPdfInWorker } from "@core/protocols/export/pdf-render-pool";
import { readStoredPdf, writeStoredPdf } from "@core/protocols/export/pdf-store";
import { pdfSupportsChinese } from "@core/protocols/export/render-protocol-pdf";
import { rebuildSearchIndex } from "@core/search/index-protocol";
import { LANGUAGES } from "@core/config/constants";
import { pdfStoreDir, protocolPdfTask } from "~/lib/protocol-pdf.server";
import type { Logger } from "./logger";

export interface SiteJobDeps {
  db: Db;
  transport: MailTransport;
  /** What the digest e-mails are composed with (the catalogue, the site's one origin, the office). */
  mail: MailSettings;
  logger: Pick<Logger, "info" | "warn">;
}

export type SiteJobHandlers = { [N in SiteJobName]: JobHandler<SiteJobPayloads[N]> };

/**
 * What each of the site's jobs does (ADR 0125). A handler throws to have its job retried; whatever it has
 * already done must make the retry harmless (e-mails already sent are not sent again, a stored PDF is kept).
 */
export function siteJobHandlers({ db, transport, mail, logger }: SiteJobDeps): SiteJobHandlers {
  return {
    async "mail.deliver"(data) {
      const { outboxIds } = SITE_JOBS["mail.deliver"].payload.parse(data);
      const report = await deliverEmails(db, transport, outboxIds);
      // The failed ones carry their error on the row; the retry sends only those still unsent.
      if (report.failed)
        throw new Error(`${report.failed} of ${report.failed + report.sent} e-mails could not be sent`);
    },
    async "mail.retry-unsent"() {
      const report = await retryUnsentEmails(db, transport);
      if (report.sent || report.failed) logger.info(report, "outbox sweep: unsent e-mails retried");
    },
    async "alerts.send-digests"(data) {
      const { today = new Date().toISOString().slice(0, 10) } = SITE_JOBS["alerts.send-digests"].payload.parse(data);
      const run = await runAlertDigests(db, mail, transport, { today });
      logger.info(run, "alerts digest sent");
    },
    async "pdf.render-protocol"(data) {
      const { protocolId } = SITE_JOBS["pdf.render-protocol"].payload.parse(data);
      const protocol = await findProtocolDetail(db, protocolId);
      if (!protocol) return;
      const dir = pdfStoreDir();
      // The PDFs the download route will look for: each page language's, Chinese only with a Chinese font.
      for (const pageLang of LANGUAGES) {
        const lang = pageLang === "cn" && pdfSupportsChinese() ? "cn" : "en";
        const stored = await loadProtocolBody(db, protocol.id, lang);
        const task = protocolPdfTask({ protocol, body: stored?.body ?? null, lang, pageLang, origin: mail.origin });
        const key = protocolPdfKey(task);
        if (await readStoredPdf(dir, key)) continue;
        await writeStoredPdf(dir, key, await renderPdfInWorker(task));
      }
    },
    async "search.reindex"() {
      const started = performance.now();
      const count = await rebuildSearchIndex(db);
      logger.info({ count, seconds: Math.round((performance.now() - started) / 1000) }, "search index rebuilt");
    },
  };
}
