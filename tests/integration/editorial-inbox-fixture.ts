import { afterAll, beforeAll } from "vitest";
import type { InboxQuery } from "@core/editorial/inbox/list-inbox-items";
import type { MailSettings } from "@core/mail/email-message";
import { translate } from "~/i18n/translate";
import { mailTranslate } from "~/lib/forms/mail-translate";
import type { DATABASES, TestDatabase } from "./databases";

/**
 * The setting of the editorial inbox tests (editorial-inbox-status, editorial-inbox-handling): three users, one item
 * of each kind the inbox receives, a seeded ambassador at the listed applicant's institution.
 */
export const mail: MailSettings = {
  t: mailTranslate,
  origin: "https://opls.example.org",
  editorialEmail: "office@opls.example.org",
};
export const journal = (lang: "en" | "cn") => translate(lang, "site.title");
export const query = (q: Partial<InboxQuery> = {}): InboxQuery => ({ q: "", kind: null, status: null, page: 1, ...q });

/** The ids of the users and of the items received, known once the database is made. */
export interface InboxIds {
  editor: number;
  admin: number;
  reader: number;
  psi: number;
  submission: number;
  plain: number;
  reviewer: number;
  listed: number;
  unlisted: number;
  help: number;
  anonymousHelp: number;
}

/**
 * A database of the describe block it is called in (made in its beforeAll, dropped in its afterAll) with the users
 * and items; `t.db` and `ids` are read in the tests, `actor()` is the editor.
 */
export function setUpInboxDatabase(target: (typeof DATABASES)[number]) {
  let database: TestDatabase | undefined;
  const ids: InboxIds = {
    editor: 0,
    admin: 0,
    reader: 0,
    psi: 0,
    submission: 0,
    plain: 0,
    reviewer: 0,
    listed: 0,
    unlisted: 0,
    help: 0,
    anonymousHelp: 0,
  };
  beforeAll(async () => {
    database = await target.create();
    await receiveInboxItems(database, ids);
  });
  afterAll(async () => database?.drop());
  const t = {
    get db() {
      return database!.db;
    },
  };
  return { t, ids, actor: () => ({ userId: ids.editor, name: "ed@example.org" }) };
}

/** The users, then the items in the order received (one a day), each id written into `ids`. */
async function receiveInboxItems(t: TestDatabase, ids: InboxIds): Promise<void> {
  const user = async (email: string, name: string, role: "none" | "editor" | "admin") =>
    (
      await t.db
        .insertInto("users")
        .values({ email, username: email.split("@")[0]!, password_hash: "!", full_name: name, role })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  ids.editor = await user("ed@example.org", "Edith Editor", "editor");
  ids.admin = await user("ad@example.org", "Adam Admin", "admin");
  ids.reader = await user("re@example.org", "Rita Reader", "none");
  const upload = async (name: string) =>
    (
      await t.db
        .insertInto("uploads")
        .values({
          storage_key: `k-${name}`,
          original_name: name,
          extension: name.split(".").pop()!,
          size_bytes: 2048,
          sha256: "0".repeat(64),
          purpose: "draft",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const at = (n: number) => `2026-03-0${n}T10:00:00.000Z`;
  ids.psi = (
    await t.db
      .insertInto("presubmission_inquiries")
      .values({
        first_name: "Mei",
        middle_name: "Lin",
        last_name: "Zhang",
        department: "Cell Biology",
        affiliation: "Fudan University",
        city: "Shanghai",
        country: "China",
        email: "mei.zhang@example.org",
        is_corresponding: 1,
        proposed_title: "Live imaging of organoid fusion",
        validation_method: "own_article",
        doi_or_url: "10.1000/xyz",
        draft_upload_id: await upload("draft.docx"),
        manuscript_status: "complete",
        subject_category_id: 4,
        summary: "A method.",
        language: "cn",
        idempotency_key: "psi-key-0000000001",
        created_at: at(1),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const submission = async (waiver: "none" | "partial", title: string, n: number) =>
    (
      await t.db
        .insertInto("submissions")
        .values({
          route: "self",
          invitation_code: null,
          user_id: null,
          email: "author@example.org",
          title,
          authors: "A. Author*, B. Author",
          category_id: 1,
          cover_letter: "Dear editors,",
          manuscript_upload_id: await upload(`${n}.pdf`),
          waiver,
          waiver_reason: waiver === "none" ? null : "No grant this year.",
          language: "en",
          idempotency_key: `submission-key-00000${n}`,
          created_at: at(n),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  ids.submission = await submission("partial", "Quantifying mitochondrial fission", 2);
  ids.plain = await submission("none", "A protocol without a waiver", 3);
  ids.reviewer = (
    await t.db
      .insertInto("reviewer_applications")
      .values({
        name: "Rui Costa",
        email: "rui@example.org",
        affiliation: "IGC",
        country: "Portugal",
        research_areas: "[4,6]",
        orcid: null,
        cv_upload_id: await upload("cv.pdf"),
        language: "en",
        idempotency_key: "reviewer-key-000001",
        created_at: at(4),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const ambassador = async (name: string, consent: number, n: number) =>
    (
      await t.db
        .insertInto("ambassador_applications")
        .values({
          name,
          email: `${name.split(" ")[0]!.toLowerCase()}@example.org`,
          institution: "Peking University",
          country: "China",
          degree: "doctoral",
          motivation: "Workshops.",
          language: "en",
          idempotency_key: `ambassador-key-0000${n}`,
          created_at: at(n),
          list_consent: consent,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  // A seeded ambassador at the same institution, with its Chinese names.
  await t.db
    .insertInto("ambassadors")
    .values({
      name_en: "Li Wei",
      name_cn: "李伟",
      institution_en: "Peking University",
      institution_cn: "北京大学",
      country_en: "China",
      country_cn: "中国",
      since_year: 2024,
      photo_url: "/images/ambassadors/li-wei.svg",
    })
    .execute();
  ids.listed = await ambassador("Wang Fang", 1, 5);
  ids.unlisted = await ambassador("Chen Jie", 0, 6);
  ids.help = (
    await t.db
      .insertInto("help_requests")
      .values({
        user_id: ids.reader,
        email: "rita@example.org",
        message: "The PDF of protocol 12 does not open.",
        screenshot_upload_id: null,
        page_url: "/en/bpdetail?id=12",
        language: "en",
        idempotency_key: "help-key-0000000001",
        created_at: at(7),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  ids.anonymousHelp = (
    await t.db
      .insertInto("help_requests")
      .values({
        user_id: null,
        email: null,
        message: "An old request without an address.",
        screenshot_upload_id: null,
        page_url: null,
        language: "en",
        idempotency_key: "help-key-0000000002",
        created_at: at(8),
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}
