import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { startSmtpServer, type TestSmtpServer } from "./forms-smtp";
import { createMailTransport } from "@core/mail/create-mail-transport";
import type { MailTransport } from "@core/mail/mail-transport";
import type { MailSettings } from "@core/mail/email-message";
import { deliverEmails } from "@core/mail/deliver-emails";
import { parseFormValues } from "@core/forms/parse-form-values";
import { helpForm } from "@core/forms/help-schema";
import { reviewerForm } from "@core/forms/reviewer-schema";
import { psiForm } from "@core/forms/psi-schema";
import { ambassadorForm } from "@core/forms/ambassador-schema";
import { submissionForm } from "@core/forms/submission-schema";
import { submitHelpRequest } from "@core/help/submit-help-request";
import { submitReviewerApplication } from "@core/reviewers/submit-reviewer-application";
import { submitPresubmissionInquiry } from "@core/presubmission/submit-presubmission-inquiry";
import { submitAmbassadorApplication } from "@core/ambassadors/submit-ambassador-application";
import { submitManuscript } from "@core/submissions/submit-manuscript";
import { createInvitation } from "@core/submissions/create-invitation";
import { findInboxItem } from "@core/editorial/inbox/find-inbox-item";
import type { InboxKind } from "@core/editorial/inbox/inbox-rules";
import { listInboxItems } from "@core/editorial/inbox/list-inbox-items";
import { createFileUploadStorage, type UploadStorage } from "@core/uploads/upload-storage";
import { storeUpload } from "@core/uploads/store-upload";
import { deleteUnclaimedUploads } from "@core/uploads/delete-unclaimed-uploads";
import type { UploadKind } from "@core/uploads/upload-kinds";
import type { UploadSummary } from "@core/uploads/find-upload-by-token";
import { mailTranslate } from "~/lib/forms/mail-translate";
import { ooxml, pdf, png, zip } from "../fixtures/forms-files";

const mail: MailSettings = {
  t: mailTranslate,
  origin: "https://opls.example.org",
  editorialEmail: "office@opls.example.org",
};

function parse<T>(form: Parameters<typeof parseFormValues<T>>[0], values: Record<string, string | string[]>): T {
  const result = parseFormValues(form, values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`form submissions on ${target.name}`, () => {
    let t: TestDatabase;
    let smtp: TestSmtpServer;
    let transport: MailTransport;
    let storage: UploadStorage;
    let dir: string;

    beforeAll(async () => {
      t = await target.create();
      smtp = await startSmtpServer();
      transport = createMailTransport({
        smtpUrl: smtp.url,
        from: "OPLS <no-reply@opls.example.org>",
        mailDir: "/nonexistent",
      });
      dir = mkdtempSync(path.join(tmpdir(), "opls-forms-"));
      storage = createFileUploadStorage(dir);
    });
    afterAll(async () => {
      transport?.close();
      await smtp?.close();
      await t?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    async function upload(kind: UploadKind, name: string, bytes: Buffer): Promise<UploadSummary> {
      const result = await storeUpload(t.db, storage, { stream: Readable.from([bytes]), fileName: name, kind });
      if (!result.ok) throw new Error(result.reason);
      return { id: result.upload.id, token: result.upload.token, name: result.upload.name, size: result.upload.size };
    }

    async function delivered(emailIds: number[]) {
      const before = smtp.received.length;
      expect(await deliverEmails(t.db, transport, emailIds)).toEqual({ sent: emailIds.length, failed: 0 });
      return (await smtp.waitFor(before + emailIds.length)).slice(before);
    }

    it("help request: stored once, confirmation to the reader and notification to the office", async () => {
      const screenshot = await upload("screenshot", "error.png", png());
      const values = parse(helpForm, {
        email: "reader@example.org",
        message: "The PDF of protocol 12 does not open.",
        pageUrl: "/en/bpdetail?id=12",
      });
      const first = await submitHelpRequest(t.db, mail, {
        values,
        lang: "en",
        userId: null,
        screenshot,
        idempotencyKey: "help-key-0000000001",
      });
      expect(first.duplicate).toBe(false);
      expect(first.reference).toMatch(/^H-\d{6}$/);
      const [confirmation, office] = await delivered(first.emailIds);
      expect(confirmation!.to).toMatchObject({ text: "reader@example.org" });
      expect(confirmation!.subject).toBe(`We have received your help request (${first.reference})`);
      expect(confirmation!.text).toContain("Submission Complete");
      expect(confirmation!.text).toContain("We will reply within two business days.");
      expect(confirmation!.replyTo).toMatchObject({ text: "office@opls.example.org" });
      expect(office!.to).toMatchObject({ text: "office@opls.example.org" });
      expect(office!.text).toContain(`https://opls.example.org/uploads/${screenshot.id}`);
      expect(office!.replyTo).toMatchObject({ text: "reader@example.org" });

      // The same form sent again (double click, retry): nothing new stored, nothing sent.
      const again = await submitHelpRequest(t.db, mail, {
        values,
        lang: "en",
        userId: null,
        screenshot,
        idempotencyKey: "help-key-0000000001",
      });
      expect(again).toEqual({ id: first.id, reference: first.reference, duplicate: true, emailIds: [] });
      const rows = await t.db.selectFrom("help_requests").select("id").execute();
      expect(rows).toHaveLength(1);
    });

    it("a failed delivery stays in the outbox with its error, and the retry sends it", async () => {
      const values = parse(helpForm, { email: "retry@example.org", message: "Please resend my confirmation." });
      const result = await submitHelpRequest(t.db, mail, {
        values,
        lang: "cn",
        userId: null,
        screenshot: null,
        idempotencyKey: "help-key-retry-00001",
      });
      const down = createMailTransport({
        smtpUrl: "smtp://127.0.0.1:9",
        from: "OPLS <no-reply@opls.example.org>",
        mailDir: "/nonexistent",
      });
      expect(await deliverEmails(t.db, down, result.emailIds)).toEqual({ sent: 0, failed: 2 });
      down.close();
      const failed = await t.db
        .selectFrom("outbox_emails")
        .select(["sent_at", "error"])
        .where("id", "in", result.emailIds)
        .execute();
      expect(failed.every((r) => r.sent_at === null && (r.error ?? "").length > 0)).toBe(true);
      // The submission itself is stored whatever happened to its e-mails.
      expect(
        await t.db.selectFrom("help_requests").select("id").where("id", "=", result.id).executeTakeFirst(),
      ).toBeDefined();
      const before = smtp.received.length;
      const retry = await deliverEmails(t.db, transport, undefined, new Date(Date.now() + 120_000));
      expect(retry.sent).toBeGreaterThanOrEqual(2);
      const arrived = (await smtp.waitFor(before + 2)).slice(before);
      expect(arrived.map((m) => m.subject)).toContain(`我们已收到您的求助（${result.reference}）`);
    });

    it("concurrent retries of one form store one row", async () => {
      const values = parse(ambassadorForm, {
        name: "Sam Okoro",
        email: "sam@example.org",
        institution: "Lagos Institute",
        country: "Nigeria",
        degree: "doctoral",
        motivation: "Workshops on protocol writing.",
        adult: "on",
      });
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          submitAmbassadorApplication(t.db, mail, { values, lang: "en", idempotencyKey: "ambassador-key-000001" }),
        ),
      );
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(await t.db.selectFrom("ambassador_applications").select("id").execute()).toHaveLength(1);
      const [confirmation] = await delivered(results.find((r) => !r.duplicate)!.emailIds);
      expect(confirmation!.subject).toMatch(/^Your campus ambassador application to OPLS \(A-\d{6}\)$/);
    });

    it("reviewer application: confirmation by e-mail in the reader's language", async () => {
      const cv = await upload("cv", "简历.pdf", pdf());
      const values = parse(reviewerForm, {
        name: "王芳",
        email: "wang@example.cn",
        affiliation: "湖畔医科大学",
        country: "中国",
        areas: ["10", "4"],
        orcid: "0000-0002-1825-0097",
        cvToken: cv.token,
      });
      const result = await submitReviewerApplication(t.db, mail, {
        values,
        lang: "cn",
        cv,
        idempotencyKey: "reviewer-key-00000001",
      });
      const [confirmation, office] = await delivered(result.emailIds);
      expect(confirmation!.subject).toBe(`您的 OPLS 审稿人申请（${result.reference}）`);
      expect(confirmation!.text).toContain("免疫学");
      expect(confirmation!.text).toContain("简历.pdf");
      expect(office!.subject).toContain("New reviewer application");
      expect(office!.text).toContain("Immunology");
      const row = await t.db.selectFrom("reviewer_applications").selectAll().executeTakeFirstOrThrow();
      expect(JSON.parse(row.research_areas)).toEqual([4, 10]);
      expect(row.orcid).toBe("0000-0002-1825-0097");
    });

    it("pre-submission inquiry with a draft", async () => {
      const draft = await upload("draft", "draft.docx", ooxml("docx"));
      const values = parse(psiForm, {
        firstName: "Ana",
        lastName: "Silva",
        affiliation: "Lakeside University",
        country: "Portugal",
        email: "ana@example.org",
        isCorresponding: "on",
        proposedTitle: "Growth curves in 96-well plates",
        subjectCategoryId: "12",
        summary: "Optical density read every ten minutes in a plate reader, for growth rates of many strains.",
        validationMethod: "own_article",
        doiOrUrl: "https://doi.org/10.1000/xyz123",
        draftToken: draft.token,
        manuscriptStatus: "in_preparation",
      });
      const result = await submitPresubmissionInquiry(t.db, mail, {
        values,
        lang: "en",
        draft,
        idempotencyKey: "psi-key-000000000001",
      });
      const [confirmation, office] = await delivered(result.emailIds);
      expect(confirmation!.text).toContain("It was used in my own published article or preprint");
      expect(confirmation!.text).toContain("In preparation: a draft exists");
      expect(office!.to).toMatchObject({ text: "office@opls.example.org" });
      expect(office!.text).toContain("Subject area");
      expect(office!.text).toContain("Microbiology");
      expect(office!.text).toContain("Summary of the method");
      expect(office!.text).toContain("for growth rates of many strains.");
      const row = await t.db.selectFrom("presubmission_inquiries").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        doi_or_url: "10.1000/xyz123",
        is_corresponding: 1,
        manuscript_status: "in_preparation",
        draft_upload_id: draft.id,
        subject_category_id: 12,
        summary: "Optical density read every ten minutes in a plate reader, for growth rates of many strains.",
      });
    });

    it("pre-submission inquiry: the summary is at most 300 words, in either language, and the subject is one of ours", () => {
      const base = {
        firstName: "Ana",
        lastName: "Silva",
        affiliation: "Lakeside University",
        country: "Portugal",
        email: "ana@example.org",
        proposedTitle: "Growth curves",
        subjectCategoryId: "12",
        validationMethod: "validation_data",
        manuscriptStatus: "planned",
      };
      const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");
      expect(parseFormValues(psiForm, { ...base, summary: words(300, "cells") }).ok).toBe(true);
      expect(parseFormValues(psiForm, { ...base, summary: words(301, "cells") })).toEqual({
        ok: false,
        errors: { summary: "forms.psi.summaryTooLong" },
      });
      // Chinese is counted in words too (no spaces needed): 301 × "细胞" is 301 words.
      expect(parseFormValues(psiForm, { ...base, summary: "细胞".repeat(300) }).ok).toBe(true);
      expect(parseFormValues(psiForm, { ...base, summary: "细胞".repeat(301) })).toEqual({
        ok: false,
        errors: { summary: "forms.psi.summaryTooLong" },
      });
      expect(parseFormValues(psiForm, { ...base, summary: "  " })).toEqual({
        ok: false,
        errors: { summary: "forms.psi.summaryRequired" },
      });
      expect(parseFormValues(psiForm, { ...base, summary: "ok", subjectCategoryId: "99" })).toEqual({
        ok: false,
        errors: { subjectCategoryId: "forms.psi.subjectRequired" },
      });
    });

    it("submission by invitation uses up the code; the waiver reaches only the editors", async () => {
      const code = await createInvitation(t.db, "author@example.org");
      expect(code).toMatch(/^OPLS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      const manuscript = await upload("manuscript", "protocol.pdf", pdf());
      const supplementary = await upload("supplementary", "figures.zip", zip([["fig1.txt", "figure one"]]));
      const values = parse(submissionForm, {
        route: "invitation",
        invitationCode: code.toLowerCase(),
        email: "author@example.org",
        title: "Whole-mount staining of zebrafish embryos",
        authors: "A. Author*, B. Author",
        categoryId: "18",
        coverLetter: "Dear editors,",
        manuscriptToken: manuscript.token,
        supplementaryToken: supplementary.token,
        waiver: "partial",
        waiverReason: "Our lab has no grant this year.",
      });
      const result = await submitManuscript(t.db, mail, {
        values,
        lang: "en",
        userId: null,
        manuscript,
        supplementary,
        idempotencyKey: "submission-key-000001",
      });
      if (!result.ok) throw new Error("refused");
      const [confirmation, office] = await delivered(result.emailIds);
      expect(confirmation!.text).toContain("Partial waiver");
      expect(confirmation!.text).not.toContain("Our lab has no grant");
      expect(confirmation!.text).toContain("https://opls.example.org/en/authors?type=process");
      expect(office!.text).toContain("Our lab has no grant this year.");
      expect(office!.text).toContain(code);
      expect(office!.text).toContain("Supplementary material");
      expect(office!.text).toContain("figures.zip");
      expect(office!.text).toContain(`https://opls.example.org/uploads/${supplementary.id}`);

      // The retry of the same form is the same submission; another form with the used code is refused.
      const retry = await submitManuscript(t.db, mail, {
        values,
        lang: "en",
        userId: null,
        manuscript,
        idempotencyKey: "submission-key-000001",
      });
      expect(retry).toMatchObject({ ok: true, id: result.id, duplicate: true });
      const reuse = await submitManuscript(t.db, mail, {
        values,
        lang: "en",
        userId: null,
        manuscript,
        idempotencyKey: "submission-key-000002",
      });
      expect(reuse).toEqual({ ok: false, reason: "invitation_invalid" });
      const unknown = await submitManuscript(t.db, mail, {
        values: { ...values, invitationCode: "OPLS-NOPE-NOPE-NOPE" },
        lang: "en",
        userId: null,
        manuscript,
        idempotencyKey: "submission-key-000003",
      });
      expect(unknown).toEqual({ ok: false, reason: "invitation_invalid" });

      const self = await submitManuscript(t.db, mail, {
        values: { ...values, route: "self", waiver: "none", waiverReason: "ignored" },
        lang: "cn",
        userId: null,
        manuscript,
        idempotencyKey: "submission-key-000004",
      });
      expect(self.ok).toBe(true);
      const rows = await t.db
        .selectFrom("submissions")
        .select(["route", "waiver", "waiver_reason", "invitation_code", "supplementary_upload_id"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        {
          route: "invitation",
          waiver: "partial",
          waiver_reason: "Our lab has no grant this year.",
          invitation_code: code,
          supplementary_upload_id: supplementary.id,
        },
        { route: "self", waiver: "none", waiver_reason: null, invitation_code: null, supplementary_upload_id: null },
      ]);

      // The editors' inbox shows the waiver request and both files, and lists every form received.
      expect(await findInboxItem(t.db, "submission", result.id, "en")).toMatchObject({
        waiver: { requested: "partial", reason: "Our lab has no grant this year.", decision: null },
        files: [{ uploadId: manuscript.id }, { uploadId: supplementary.id, name: "figures.zip" }],
      });
      const received = (kind: InboxKind) => listInboxItems(t.db, { q: "", kind, status: null, page: 1 });
      expect((await received("help")).total).toBe(2);
      expect((await received("reviewer")).total).toBe(1);
      const [inquiry] = (await received("psi")).rows;
      expect((await findInboxItem(t.db, "psi", inquiry!.id, "en"))?.files[0]?.name).toBe("draft.docx");

      // A day later the clean-up of unclaimed uploads keeps the submission's supplementary file.
      const orphan = await upload("supplementary", "orphan.zip", zip([["a.txt", "a"]]));
      await t.db
        .updateTable("uploads")
        .set({ created_at: "2000-01-01T00:00:00.000Z" })
        .where("id", "in", [supplementary.id, orphan.id])
        .execute();
      await deleteUnclaimedUploads(t.db, storage);
      const kept = (await t.db.selectFrom("uploads").select("id").execute()).map((r) => r.id);
      expect(kept).toContain(supplementary.id);
      expect(kept).not.toContain(orphan.id);
    });
  });
}
