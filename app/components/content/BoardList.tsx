import "virtual:messages/with/content";
import type { BoardGroup } from "@core/boards/list-board-members";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

/** A board from the database, one section per role: photo, name, role, affiliation, research interests. */
export function BoardList({ groups }: { groups: readonly BoardGroup[] }) {
  const { t } = useI18n();
  if (!groups.length) return <p className="empty-note">{t("content.board.empty")}</p>;
  return (
    <div className="board">
      {groups.map((group) => {
        const heading = t(`content.board.${group.members.length === 1 ? "role" : "roles"}.${group.role}` as MessageKey);
        const role = t(`content.board.role.${group.role}` as MessageKey);
        return (
          <section key={group.role} className="board__group" aria-labelledby={`board-${group.role}`}>
            <h2 id={`board-${group.role}`}>{heading}</h2>
            <ul className="board__members">
              {group.members.map((m) => (
                <li key={m.id} className="board-member">
                  {/* The name follows the photo, so the photo itself adds nothing for a screen reader. */}
                  <ResponsiveImage className="board-member__photo" src={m.photoUrl} sizes="96px" alt="" width={96} height={96} loading="lazy" />
                  <div>
                    <h3 className="board-member__name">{m.name}</h3>
                    <p className="board-member__role">{role}</p>
                    <p className="board-member__affiliation">{m.affiliation}</p>
                    {m.interests ? (
                      <p className="board-member__interests">
                        <span>{t("content.board.interests")}</span> {m.interests}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
