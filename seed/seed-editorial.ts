import type { Db } from "@core/db/client";
import { addDays } from "@core/dates/iso-day";
import type { Random } from "./random";
import {
  advertisements,
  ambassadors,
  boardMembers,
  collaboratingJournals,
  collections,
  faqs,
  news,
  specialIssues,
  sponsors,
  videos,
  webinars,
} from "./content/editorial/content";

interface EditorialContext {
  today: string;
  protocolIdsBySlug: Map<string, number>;
}

/** Newest published journal protocols of the given categories, for collections and special issues. */
async function newestInCategories(db: Db, categoryIds: number[], limit: number): Promise<number[]> {
  if (!categoryIds.length) return [];
  const rows = await db
    .selectFrom("protocols")
    .innerJoin("protocol_categories", "protocol_categories.protocol_id", "protocols.id")
    .select("protocols.id")
    .distinct()
    .where("protocol_categories.category_id", "in", categoryIds)
    .where("protocols.kind", "=", "bp")
    .where("protocols.status", "=", "published")
    .orderBy("protocols.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

function idsFor(slugs: string[], ctx: EditorialContext): number[] {
  return slugs.flatMap((s) => {
    const id = ctx.protocolIdsBySlug.get(s);
    return id === undefined ? [] : [id];
  });
}

/** The editorial content the home and about pages show: boards, partners, news, FAQs, ads… */
export async function seedEditorial(db: Db, rng: Random, ctx: EditorialContext): Promise<void> {
  await db
    .insertInto("board_members")
    .values(
      boardMembers.map((m, i) => ({
        board: m.board,
        role: m.role,
        name_en: m.nameEn,
        name_cn: m.nameCn,
        affiliation_en: m.affiliationEn,
        affiliation_cn: m.affiliationCn,
        interests_en: m.interestsEn,
        interests_cn: m.interestsCn,
        photo_url: m.photo,
        sort_order: i,
      })),
    )
    .execute();
  for (const [table, rows] of [
    ["sponsors", sponsors],
    ["collaborating_journals", collaboratingJournals],
  ] as const) {
    await db
      .insertInto(table)
      .values(rows.map((r, i) => ({ name_en: r.nameEn, name_cn: r.nameCn, url: r.url, logo_url: r.logo, sort_order: i })))
      .execute();
  }
  await db
    .insertInto("webinars")
    .values(
      webinars.map((w) => ({
        title_en: w.titleEn,
        title_cn: w.titleCn,
        speaker_en: w.speakerEn,
        speaker_cn: w.speakerCn,
        starts_at: w.startsAt,
        description_en: w.descriptionEn,
        description_cn: w.descriptionCn,
      })),
    )
    .execute();

  for (const [i, c] of collections.entries()) {
    const { id } = await db
      .insertInto("collections")
      .values({
        slug: c.slug,
        title_en: c.titleEn,
        title_cn: c.titleCn,
        description_en: c.descriptionEn,
        description_cn: c.descriptionCn,
        cover_url: c.cover,
        sort_order: i,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const protocolIds = [...new Set([...idsFor(c.protocolSlugs, ctx), ...(await newestInCategories(db, c.categoryIds, 12))])];
    await db
      .insertInto("collection_protocols")
      .values(protocolIds.map((protocol_id, position) => ({ collection_id: id, protocol_id, position })))
      .execute();
  }

  for (const v of videos) {
    const protocolId = ctx.protocolIdsBySlug.get(v.protocolSlug) ?? null;
    const { id } = await db
      .insertInto("videos")
      .values({
        title_en: v.titleEn,
        title_cn: v.titleCn,
        src: v.src,
        poster_url: v.poster,
        duration_seconds: v.durationSeconds,
        published_on: v.publishedOn,
        protocol_id: protocolId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (protocolId !== null) await db.updateTable("protocols").set({ video_id: id }).where("id", "=", protocolId).execute();
  }

  await db
    .insertInto("news")
    .values(
      news.map((n) => ({
        slug: n.slug,
        title_en: n.titleEn,
        title_cn: n.titleCn,
        body_en: n.bodyEn,
        body_cn: n.bodyCn,
        published_on: n.publishedOn,
      })),
    )
    .execute();
  await db
    .insertInto("faqs")
    .values(
      faqs.map((f, i) => ({
        topic_en: f.topicEn,
        topic_cn: f.topicCn,
        question_en: f.questionEn,
        question_cn: f.questionCn,
        answer_en: f.answerEn,
        answer_cn: f.answerCn,
        sort_order: i,
      })),
    )
    .execute();
  await db
    .insertInto("ambassadors")
    .values(
      ambassadors.map((a) => ({
        name_en: a.nameEn,
        name_cn: a.nameCn,
        institution_en: a.institutionEn,
        institution_cn: a.institutionCn,
        country_en: a.countryEn,
        country_cn: a.countryCn,
        since_year: a.sinceYear,
        photo_url: a.photo,
      })),
    )
    .execute();

  for (const s of specialIssues) {
    const sections: number[][] = [];
    for (const section of s.sections) {
      const candidates = await newestInCategories(db, section.categoryIds, 20);
      sections.push([...new Set([...idsFor(section.protocolSlugs, ctx), ...rng.sample(candidates, 5)])]);
    }
    // A special issue appears once its last protocol is online (issue 17: never dated before its protocols).
    const all = sections.flat();
    const newest = all.length
      ? await db.selectFrom("protocols").select((eb) => eb.fn.max("online_on").as("newest")).where("id", "in", all).executeTakeFirst()
      : undefined;
    const publishedOn = newest?.newest && newest.newest > s.publishedOn ? newest.newest : s.publishedOn;
    const { id } = await db
      .insertInto("special_issues")
      .values({
        slug: s.slug,
        title_en: s.titleEn,
        title_cn: s.titleCn,
        description_en: s.descriptionEn,
        description_cn: s.descriptionCn,
        cover_url: s.cover,
        published_on: publishedOn,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const people = [
      { role: "managing_editor" as const, ...s.managingEditor },
      ...s.associateEditors.map((p) => ({ role: "associate_editor" as const, ...p })),
      ...s.reviewers.map((p) => ({ role: "reviewer" as const, ...p })),
    ];
    await db
      .insertInto("special_issue_people")
      .values(
        people.map((p, position) => ({
          special_issue_id: id,
          role: p.role,
          name_en: p.nameEn,
          name_cn: p.nameCn,
          affiliation_en: p.affiliationEn,
          affiliation_cn: p.affiliationCn,
          position,
        })),
      )
      .execute();
    for (const [position, section] of s.sections.entries()) {
      const row = await db
        .insertInto("special_issue_sections")
        .values({ special_issue_id: id, title_en: section.titleEn, title_cn: section.titleCn, position })
        .returning("id")
        .executeTakeFirstOrThrow();
      const protocolIds = sections[position]!;
      if (!protocolIds.length) continue;
      await db
        .insertInto("special_issue_section_protocols")
        .values(protocolIds.map((protocol_id, p) => ({ section_id: row.id, protocol_id, position: p })))
        .execute();
    }
  }

  await db
    .insertInto("advertisements")
    .values(
      advertisements.map((a, i) => ({
        display_number: a.displayNumber,
        url: a.url,
        img_pc: a.imgPc,
        img_mobile: a.imgMobile,
        title_cn: a.titleCn,
        title_en: a.titleEn,
        ad_page: a.adPage,
        ad_location: a.adLocation,
        site_language: a.siteLanguage,
        starts_on: addDays(ctx.today, -30),
        ends_on: null,
        sort_order: i,
      })),
    )
    .execute();
}
