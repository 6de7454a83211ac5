import { Link } from "react-router";
import { localized } from "@core/content/localized";
import { formatDate } from "@core/dates/format-date";
import type { QueuePost } from "@core/questions/list-moderation-queue";
import { useI18n } from "~/i18n/translate";
import { RecordTable } from "./RecordTable";

/** A long post shortened for the queue (the question's page shows it whole). */
function excerpt(text: string, max = 280): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
}

/**
 * Questions and answers in the moderation queue (ADR 0111): what was written, where, by whom and when, its state, and —
 * for reported posts — the readers' reasons. Each links to its question's page, where it is moderated.
 */
export function QueuePostTable({ posts, withReports }: { posts: readonly QueuePost[]; withReports: boolean }) {
  const { lang, t } = useI18n();
  return (
    <div className="editorial-queue-table">
      <RecordTable
        head={[
          t("editorial.questions.col.post"),
          t("editorial.questions.col.protocol"),
          t("editorial.questions.col.by"),
          t("editorial.questions.col.state"),
          ...(withReports ? [t("editorial.questions.col.reports")] : []),
        ]}
        rows={posts}
        rowKey={(p) => `${p.kind}-${p.id}`}
        cells={(p) => (
          <>
            <td>
              <span className="editorial-post-kind">
                {t(p.kind === "question" ? "editorial.questions.kind.question" : "editorial.questions.kind.answer")}
              </span>{" "}
              <Link to={`/${lang}/editorial/questions/${p.questionId}${p.kind === "answer" ? `#answer-${p.id}` : ""}`}>
                {p.questionTitle}
              </Link>
              {p.text ? <p className="editorial-post-excerpt">{excerpt(p.text)}</p> : null}
            </td>
            <td>
              {p.protocol ? (
                <Link to={`/${lang}/bpdetail?id=${p.protocol.id}&type=${p.protocol.kind}`}>
                  {localized(lang, p.protocol.titleEn, p.protocol.titleCn)}
                </Link>
              ) : (
                t("editorial.questions.general")
              )}
            </td>
            <td>
              {p.author}
              <div className="forms-hint">
                <time dateTime={p.createdAt}>
                  {formatDate(p.createdAt, lang)} {p.createdAt.slice(11, 16)}
                </time>
              </div>
            </td>
            <td>
              <ul className="editorial-post-states">
                <li>{t(p.hidden ? "editorial.questions.state.hidden" : "editorial.questions.state.visible")}</li>
                {p.byAuthor ? <li>{t("questions.post.authorBadge")}</li> : null}
                {p.edited ? <li>{t("questions.post.edited")}</li> : null}
              </ul>
            </td>
            {withReports ? (
              <td>
                <ul className="editorial-post-reports">
                  {p.reports.map((r, i) => (
                    <li key={i}>
                      <q>{r.reason}</q> — {r.reporter}, {formatDate(r.createdAt, lang)}
                    </li>
                  ))}
                </ul>
              </td>
            ) : null}
          </>
        )}
      />
    </div>
  );
}
