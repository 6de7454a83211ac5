import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { createDraft } from "@core/editorial/create-draft";
import type { EditorialDraft } from "@core/editorial/draft-schema";
import { findDraft } from "@core/editorial/find-draft";
import { publishDraft } from "@core/editorial/publish-draft";
import { bodyFromText } from "@core/editorial/simple-body";
import type { SiteJobQueue } from "@core/jobs/site-jobs";
import { createMailTransport } from "@core/mail/create-mail-transport";
import { protocolPdfKey } from "@core/protocols/export/obtain-protocol-pdf";
import { closePdfRenderPool } from "@core/protocols/export/pdf-render-pool";
import { readStoredPdf } from "@core/protocols/export/pdf-store";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { protocolPdfTask } from "~/lib/protocol-pdf.server";
import { createLogger } from "../../server/logger";
import { startSiteJobQueue } from "../../server/jobs";

const origin = "https://opls.example.org";
const actor = { userId: null, name: "test" };

function draft(titleEn: string): EditorialDraft {
  return {
    kind: "bp",
    titleEn,
    titleCn: null,
    abstractEn: "Rendered before its first reader asks.",
    abstractCn: null,
    keywordsEn: ["pdf"],
    keywordsCn: [],
    authors: [
      {
        nameEn: "Pia Print",
        nameCn: null,
        orcid: null,
        affiliations: ["Example University"],
        corresponding: true,
        email: "pia@example.org",
      },
    ],
    categoryIds: [4],
    organisms: [],
    licence: "CC BY 4.0",
    receivedOn: "2026-09-01",
    acceptedOn: "2026-11-02",
    body: bodyFromText({ background: "Why.", materials: "", steps: "Do it.", references: "" }),
    bodyCn: null,
    doi: null,
    versionNote: null,
  };
}

let pdfDir: string;
const previousPdfDir = process.env.PDF_DIR;
beforeAll(() => {
  pdfDir = mkdtempSync(path.join(tmpdir(), "opls-jobs-pdf-"));
  process.env.PDF_DIR = pdfDir;
});
afterAll(async () => {
  await closePdfRenderPool();
  if (previousPdfDir === undefined) delete process.env.PDF_DIR;
  else process.env.PDF_DIR = previousPdfDir;
  rmSync(pdfDir, { recursive: true, force: true });
});

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`PDF rendering after publishing, on ${target.name}`, () => {
    let t: TestDatabase;
    let queue: SiteJobQueue | null = null;
    const transport = createMailTransport({
      smtpUrl: null,
      from: "OPLS <no-reply@opls.example.org>",
      mailDir: "/nonexistent",
    });
    beforeAll(async () => {
      t = await target.create();
      queue = await startSiteJobQueue({
        handle: t,
        env: { DATABASE_URL: t.url, PUBLIC_URL: origin, PORT: 3000, EDITORIAL_EMAIL: "office@opls.example.org" },
        logger: createLogger("silent"),
        transport,
        runSchedules: false,
      });
    });
    afterAll(async () => {
      await queue?.stop(5_000);
      transport.close();
      await t?.drop();
    });

    it("stores the PDF the download route will look for", async () => {
      const draftId = await createDraft(t.db, draft(`Printed ahead on ${target.name}`), actor, null);
      const stored = (await findDraft(t.db, draftId))!;
      const published = await publishDraft(t.db, draftId, stored.lockVersion, {
        actor,
        doiPrefix: "10.99999",
        today: "2026-11-24",
      });
      if (!published.ok) throw new Error(published.reason);
      // What the office's publish action sends once the publishing transaction has committed.
      await queue!.send("pdf.render-protocol", { protocolId: published.protocolId });

      // The key the route computes for an English reader of this protocol.
      const protocol = (await findProtocolDetail(t.db, published.protocolId))!;
      const body = await loadProtocolBody(t.db, protocol.id, "en");
      const key = protocolPdfKey(
        protocolPdfTask({ protocol, body: body?.body ?? null, lang: "en", pageLang: "en", origin }),
      );
      const deadline = Date.now() + 60_000;
      while (!(await readStoredPdf(pdfDir, key)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const pdf = await readStoredPdf(pdfDir, key);
      expect(pdf?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    });
  });
}
