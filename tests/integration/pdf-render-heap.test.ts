import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { closePdfRenderPool, renderPdfInWorker } from "@core/protocols/export/pdf-render-pool";
import { pdfSupportsChinese } from "@core/protocols/export/render-protocol-pdf";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import type { ProtocolBody } from "@core/protocols/body";
import { protocolPdfTask } from "~/lib/protocol-pdf.server";

/**
 * A render process's heap is capped (PDF_RENDER_HEAP_MB, issue 16 §1): a protocol many times longer than the demo
 * journal's longest, in Chinese where a CJK font is installed, still renders within it. Fails if the cap is set
 * too low for long protocols (the process would end out of memory and the download fail).
 */
const sqlite = DATABASES.find((d) => d.name === "sqlite")!;

describe("a long protocol's PDF within the render process's heap", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await sqlite.create({ protocols: 12, today: "2026-11-21" });
  });
  afterAll(async () => {
    await closePdfRenderPool();
    await t?.drop();
  });

  it("renders eight times the longest demo protocol", async () => {
    const lang = pdfSupportsChinese() ? "cn" : "en";
    const rows = await t.db.selectFrom("protocol_bodies").select(["protocol_id", "body"]).where("lang", "=", lang).execute();
    const longest = rows.reduce((a, b) => (String(b.body).length > String(a.body).length ? b : a));
    const protocol = (await findProtocolDetail(t.db, longest.protocol_id))!;
    const body = (await loadProtocolBody(t.db, protocol.id, lang))!.body;
    const long: ProtocolBody = { ...body, sections: Array.from({ length: 8 }, () => body.sections).flat() };

    const single = await renderPdfInWorker(protocolPdfTask({ protocol, body, lang, pageLang: lang, origin: "https://opls.example.org" }));
    const pdf = await renderPdfInWorker(protocolPdfTask({ protocol, body: long, lang, pageLang: lang, origin: "https://opls.example.org" }));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = (bytes: Buffer) => bytes.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;
    expect(pages(pdf)).toBeGreaterThan(4 * pages(single));
  });
});
