import type { MailSettings } from "@core/mail/email-message";
import { postQuestion } from "@core/questions/post-question";
import { mailTranslate } from "~/lib/forms/mail-translate";
import type { TestDatabase } from "./databases";

/** The setting of the questions tests (ADR 0111): two protocols with corresponding authors, readers and editors. */
export const mail: MailSettings = {
  t: mailTranslate,
  origin: "https://opls.example.org",
  editorialEmail: "office@opls.example.org",
};
export const T0 = new Date("2026-03-02T08:00:00.000Z");
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** Each test at its own hour (`at(n, ms)`), so the posting and reporting limits of one never meet another's. */
export const at = (hour: number, ms = 0) => new Date(T0.getTime() + hour * HOUR + ms);
/** A protocol whose corresponding author has a Chinese name, and one whose author has none. */
export const ids = { cn: 501, en: 502 };

/** The answer link in an e-mail's text. */
export const linkFrom = (text: string) => new URL(/https:\/\/opls\.example\.org\/\S+answer\?\S+/.exec(text)![0]);

export async function addUser(
  t: TestDatabase,
  email: string,
  role: "none" | "editor" = "none",
  fullName = "Rae Reader",
) {
  const row = await t.db
    .insertInto("users")
    .values({ email, username: email.split("@")[0]!, password_hash: "!", full_name: fullName, role })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The protocols and their authors, two readers and two editors. */
export async function setUpQuestions(t: TestDatabase, name: string) {
  const protocol = (id: number, titleCn: string | null) => ({
    id,
    kind: "bp" as const,
    status: "published" as const,
    doi: `10.99999/opls.${id}`,
    elocation: `e${id}`,
    title_en: `Protocol ${id}: Western Blot of Whole-cell Lysates`,
    title_cn: titleCn,
    abstract_en: "A protocol.",
    abstract_cn: null,
    received_on: "2025-09-01",
    accepted_on: "2025-11-01",
    online_on: "2025-11-20",
    published_on: "2025-12-20",
    issue_id: null,
    video_id: null,
    journal_version_id: null,
  });
  await t.db
    .insertInto("protocols")
    .values([protocol(ids.cn, "全细胞裂解液的蛋白质印迹"), protocol(ids.en, null)])
    .execute();
  const author = (
    protocolId: number,
    position: number,
    nameEn: string,
    nameCn: string | null,
    email: string | null,
  ) => ({
    protocol_id: protocolId,
    position,
    name_en: nameEn,
    name_cn: nameCn,
    is_corresponding: email ? 1 : 0,
    email,
  });
  await t.db
    .insertInto("protocol_authors")
    .values([
      author(ids.cn, 1, "Xiaowen Lin", "林晓雯", null),
      author(ids.cn, 2, "Yuqing Chen", "陈雨晴", "Yuqing.Chen@Example.org"),
      author(ids.en, 1, "Maria Rossi", null, "maria.rossi@example.org"),
    ])
    .execute();
  const editorEmail = `editor-${name}@example.org`;
  return {
    reader: await addUser(t, `reader-${name}@example.org`),
    otherReader: await addUser(t, `other-${name}@example.org`, "none", "Otto Other"),
    editor: { userId: await addUser(t, editorEmail, "editor", "Edith Editor"), name: editorEmail },
    secondEditor: await addUser(t, `editor2-${name}@example.org`, "editor"),
  };
}

/** A question posted as readers post them (the authors' e-mails queued with it). */
export async function ask(t: TestDatabase, userId: number, protocolId: number | null, title: string, when = T0) {
  const result = await postQuestion(
    t.db,
    userId,
    protocolId,
    { title, description: "Our cold room is free at night only." },
    null,
    when,
    mail,
  );
  if (!result.ok) throw new Error(result.problem);
  return result;
}
