import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { loadHarvestDetailsOneByOne } from "@core/harvest/load-harvest-details";
import { loadProtocolDetails } from "@core/protocols/load-protocol-details";
import { answerOaiRequest, type OaiOptions } from "@core/harvest/answer-oai-request";
import type { ExportLabels } from "@core/protocols/export/export-labels";
import { exportLabels } from "~/lib/export-labels.server";

const TODAY = "2026-11-21";

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`OAI records' details read a page at a time on ${target.name} (ADR 0095)`, () => {
    let t: TestDatabase;
    let ids: number[] = [];

    beforeAll(async () => {
      t = await target.create({ protocols: 300, today: TODAY });
      ids = (await t.db.selectFrom("protocols").select("id").orderBy("id").execute()).map((r) => r.id);
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("loads a page of records exactly as each record alone, for every protocol of the demo journal", async () => {
      let preprintLinks = 0;
      let journalLinks = 0;
      for (let i = 0; i < ids.length; i += 100) {
        const page = ids.slice(i, i + 100);
        // An id that does not exist is left out, as findProtocolDetail answers null for it.
        const batch = await loadProtocolDetails(t.db, [...page, 99_999_999]);
        expect([...batch.keys()].sort((a, b) => a - b)).toEqual(page);
        for (const id of page) {
          const one = await findProtocolDetail(t.db, id);
          expect(batch.get(id)).toEqual(one);
          if (one?.preprint) preprintLinks++;
          if (one?.journalVersion) journalLinks++;
        }
      }
      // The demo journal links preprints and journal versions, so the two cross-record reads are exercised.
      expect(preprintLinks).toBeGreaterThan(0);
      expect(journalLinks).toBeGreaterThan(0);
      expect((await loadProtocolDetails(t.db, [])).size).toBe(0);
    });

    it("answers ListRecords and GetRecord byte for byte as the one-by-one reads did", async () => {
      const options: OaiOptions = {
        origin: "https://journal.example",
        now: new Date(`${TODAY}T12:00:00Z`),
        adminEmail: "editor@journal.example",
        pageSize: 50,
        jatsLabels: (p): ExportLabels => exportLabels("en", p.licence, (p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? "").slice(0, 4)),
      };
      for (const prefix of ["oai_dc", "jats"]) {
        let params = new URLSearchParams({ verb: "ListRecords", metadataPrefix: prefix });
        let pages = 0;
        for (;;) {
          const batched = await answerOaiRequest(t.db, params, options);
          const baseline = await answerOaiRequest(t.db, params, { ...options, loadDetails: loadHarvestDetailsOneByOne });
          expect(batched).toBe(baseline);
          pages++;
          const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(batched)?.[1];
          if (!token) break;
          params = new URLSearchParams({ verb: "ListRecords", resumptionToken: token.replaceAll("&amp;", "&") });
        }
        expect(pages).toBeGreaterThan(2);
        const get = new URLSearchParams({ verb: "GetRecord", metadataPrefix: prefix, identifier: `oai:opls.journal:${ids[0]}` });
        expect(await answerOaiRequest(t.db, get, options)).toBe(await answerOaiRequest(t.db, get, { ...options, loadDetails: loadHarvestDetailsOneByOne }));
      }
    });
  });
}
