/**
 * Shapes of the hand-written editorial demo content (bilingual). Image paths point into
 * public/ (served at the site root), e.g. "/images/board/chen-li.svg".
 */
export type BoardRole =
  | "editor_in_chief"
  | "associate_editor"
  | "executive_editor"
  | "managing_editor"
  | "reviewer"
  | "advisor";

export interface BoardMemberSeed {
  board: "editorial" | "advisory";
  role: BoardRole;
  nameEn: string;
  nameCn: string;
  affiliationEn: string;
  affiliationCn: string;
  /** Research interests, one line. */
  interestsEn: string;
  interestsCn: string;
  photo: string;
}

export interface LinkedLogoSeed {
  nameEn: string;
  nameCn: string;
  url: string;
  logo: string;
}

export interface WebinarSeed {
  titleEn: string;
  titleCn: string;
  speakerEn: string;
  speakerCn: string;
  /** ISO date-time, UTC. */
  startsAt: string;
  descriptionEn: string;
  descriptionCn: string;
}

export interface CollectionSeed {
  slug: string;
  titleEn: string;
  titleCn: string;
  descriptionEn: string;
  descriptionCn: string;
  cover: string;
  /** Category ids whose protocols fill the collection (the seed picks them). */
  categoryIds: number[];
  /** Slugs of hand-written protocols to include first. */
  protocolSlugs: string[];
}

export interface VideoSeed {
  titleEn: string;
  titleCn: string;
  /** Slug of the hand-written protocol the video shows. */
  protocolSlug: string;
  /** The WebM under public/; its captions sit beside it (core/videos/caption-url.ts). */
  src: string;
  poster: string;
  durationSeconds: number;
  publishedOn: string;
}

export interface NewsSeed {
  slug: string;
  titleEn: string;
  titleCn: string;
  /** Markdown. */
  bodyEn: string;
  bodyCn: string;
  publishedOn: string;
}

export interface FaqSeed {
  topicEn: string;
  topicCn: string;
  questionEn: string;
  questionCn: string;
  /** Markdown. */
  answerEn: string;
  answerCn: string;
}

export interface AmbassadorSeed {
  nameEn: string;
  nameCn: string;
  institutionEn: string;
  institutionCn: string;
  countryEn: string;
  countryCn: string;
  sinceYear: number;
  photo: string;
}

export interface SpecialIssueSeed {
  slug: string;
  titleEn: string;
  titleCn: string;
  descriptionEn: string;
  descriptionCn: string;
  cover: string;
  publishedOn: string;
  managingEditor: { nameEn: string; nameCn: string; affiliationEn: string; affiliationCn: string };
  associateEditors: { nameEn: string; nameCn: string; affiliationEn: string; affiliationCn: string }[];
  reviewers: { nameEn: string; nameCn: string; affiliationEn: string; affiliationCn: string }[];
  sections: { titleEn: string; titleCn: string; categoryIds: number[]; protocolSlugs: string[] }[];
}

export interface AdvertisementSeed {
  displayNumber: number;
  titleEn: string;
  titleCn: string;
  url: string;
  /** Desktop image (1200×150 banner for top, 970×90 for bottom). */
  imgPc: string;
  /** Mobile image (750×200 for top, 640×100 for bottom). */
  imgMobile: string;
  /** 1 top (home), 1000 bottom (other pages). */
  adPage: 1 | 1000;
  /** 1 top, 3 bottom. */
  adLocation: 1 | 3;
  /** 1 English, 2 Chinese. */
  siteLanguage: 1 | 2;
}
