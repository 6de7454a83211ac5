import type { Db } from "../db/client";
import { formatReference } from "../forms/format-reference";

export interface ReceivedFile {
  uploadId: number;
  name: string;
}

export interface ReceivedSubmission {
  reference: string;
  createdAt: string;
  title: string;
  authors: string;
  email: string;
  route: "invitation" | "self";
  categoryId: number;
  waiver: "none" | "full" | "partial";
  waiverReason: string | null;
  file: ReceivedFile;
  /** The optional supplementary file (ADR 0093). */
  supplementary: ReceivedFile | null;
}

export interface ReceivedItem {
  reference: string;
  createdAt: string;
  title: string;
  email: string;
  detail: string;
  file: ReceivedFile | null;
}

export interface ReceivedForms {
  submissions: ReceivedSubmission[];
  inquiries: ReceivedItem[];
  reviewers: ReceivedItem[];
  ambassadors: ReceivedItem[];
  help: ReceivedItem[];
}

/**
 * The newest submissions of every form, for the editors' inbox: the only place besides the office's
 * e-mail where fee-waiver requests and uploaded files are shown (ADR 0045).
 */
export async function listReceivedForms(db: Db, limit = 50): Promise<ReceivedForms> {
  const [submissions, inquiries, reviewers, ambassadors, help] = await Promise.all([
    db
      .selectFrom("submissions")
      .innerJoin("uploads", "uploads.id", "submissions.manuscript_upload_id")
      .leftJoin("uploads as supplementary", "supplementary.id", "submissions.supplementary_upload_id")
      .select([
        "submissions.id",
        "submissions.created_at",
        "submissions.title",
        "submissions.authors",
        "submissions.email",
        "submissions.route",
        "submissions.category_id",
        "submissions.waiver",
        "submissions.waiver_reason",
        "uploads.id as upload_id",
        "uploads.original_name",
        "supplementary.id as supplementary_id",
        "supplementary.original_name as supplementary_name",
      ])
      .orderBy("submissions.id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("presubmission_inquiries")
      .leftJoin("uploads", "uploads.id", "presubmission_inquiries.draft_upload_id")
      .select([
        "presubmission_inquiries.id",
        "presubmission_inquiries.created_at",
        "presubmission_inquiries.proposed_title",
        "presubmission_inquiries.email",
        "presubmission_inquiries.first_name",
        "presubmission_inquiries.last_name",
        "presubmission_inquiries.affiliation",
        "uploads.id as upload_id",
        "uploads.original_name",
      ])
      .orderBy("presubmission_inquiries.id", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("reviewer_applications")
      .innerJoin("uploads", "uploads.id", "reviewer_applications.cv_upload_id")
      .select([
        "reviewer_applications.id",
        "reviewer_applications.created_at",
        "reviewer_applications.name",
        "reviewer_applications.email",
        "reviewer_applications.affiliation",
        "reviewer_applications.country",
        "uploads.id as upload_id",
        "uploads.original_name",
      ])
      .orderBy("reviewer_applications.id", "desc")
      .limit(limit)
      .execute(),
    db.selectFrom("ambassador_applications").selectAll().orderBy("id", "desc").limit(limit).execute(),
    db
      .selectFrom("help_requests")
      .leftJoin("uploads", "uploads.id", "help_requests.screenshot_upload_id")
      .select([
        "help_requests.id",
        "help_requests.created_at",
        "help_requests.message",
        "help_requests.email",
        "help_requests.page_url",
        "uploads.id as upload_id",
        "uploads.original_name",
      ])
      .orderBy("help_requests.id", "desc")
      .limit(limit)
      .execute(),
  ]);
  const fileOf = (id: number | null, name: string | null): ReceivedFile | null =>
    id !== null && name !== null ? { uploadId: id, name } : null;
  return {
    submissions: submissions.map((r) => ({
      reference: formatReference("submission", r.id),
      createdAt: r.created_at,
      title: r.title,
      authors: r.authors,
      email: r.email,
      route: r.route,
      categoryId: r.category_id,
      waiver: r.waiver,
      waiverReason: r.waiver_reason,
      file: { uploadId: r.upload_id, name: r.original_name },
      supplementary: fileOf(r.supplementary_id, r.supplementary_name),
    })),
    inquiries: inquiries.map((r) => ({
      reference: formatReference("psi", r.id),
      createdAt: r.created_at,
      title: r.proposed_title,
      email: r.email,
      detail: `${r.first_name} ${r.last_name}, ${r.affiliation}`,
      file: fileOf(r.upload_id, r.original_name),
    })),
    reviewers: reviewers.map((r) => ({
      reference: formatReference("reviewer", r.id),
      createdAt: r.created_at,
      title: r.name,
      email: r.email,
      detail: `${r.affiliation}, ${r.country}`,
      file: { uploadId: r.upload_id, name: r.original_name },
    })),
    ambassadors: ambassadors.map((r) => ({
      reference: formatReference("ambassador", r.id),
      createdAt: r.created_at,
      title: r.name,
      email: r.email,
      detail: `${r.institution}, ${r.country}`,
      file: null,
    })),
    help: help.map((r) => ({
      reference: formatReference("help", r.id),
      createdAt: r.created_at,
      title: r.message.length > 120 ? `${r.message.slice(0, 120)}…` : r.message,
      email: r.email ?? "",
      detail: r.page_url ?? "",
      file: fileOf(r.upload_id, r.original_name),
    })),
  };
}
