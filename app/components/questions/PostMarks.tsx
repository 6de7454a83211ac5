import { Link } from "react-router";
import type { PostModeration } from "@core/questions/post-view";
import { useI18n } from "~/i18n/translate";
import { useRootData } from "~/lib/route-data";

/**
 * The marks beside a question or answer (ADR 0111): "Author" for the protocol's corresponding author's answer,
 * "edited" once an editor corrected it, and — on editors' screens only, since readers never get hidden posts —
 * "hidden from readers" with the reason.
 */
export function PostMarks({ post, byAuthor = false }: { post: PostModeration; byAuthor?: boolean }) {
  const { t } = useI18n();
  if (!byAuthor && !post.editedAt && !post.hidden) return null;
  return (
    <span className="post-marks">
      {byAuthor ? <span className="post-badge post-badge--author">{t("questions.post.authorBadge")}</span> : null}
      {post.editedAt ? <span className="post-badge post-badge--edited">{t("questions.post.edited")}</span> : null}
      {post.hidden ? (
        <span className="post-badge post-badge--hidden">
          {t("questions.post.hidden", { reason: post.hidden.reason })}
        </span>
      ) : null}
    </span>
  );
}

/** For editors: the question's page in the moderation office. */
export function ModerateLink({ questionId, anchor }: { questionId: number; anchor?: string }) {
  const { lang, t } = useI18n();
  if (!useRootData()?.user?.isEditor) return null;
  return (
    <Link className="post-moderate-link" to={`/${lang}/editorial/questions/${questionId}${anchor ? `#${anchor}` : ""}`}>
      {t("questions.post.moderate")}
    </Link>
  );
}
