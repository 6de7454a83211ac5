import { avatarInitials } from "@core/users/initials";

export interface AvatarPerson {
  avatarUrl: string | null;
  fullName: string;
  firstName: string;
  lastName: string;
  username?: string;
}

/**
 * A reader's picture, or their initials when they have none (SPEC §3: the first character of a full name
 * with Chinese characters, else the initials of first and last name). Decorative: the control or text
 * around it names the person.
 */
export function Avatar({ person, size = 36, className = "" }: { person: AvatarPerson; size?: number; className?: string }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (person.avatarUrl) {
    return (
      <span className={`accounts-avatar ${className}`} style={style} aria-hidden="true">
        <img src={person.avatarUrl} alt="" width={size} height={size} decoding="async" />
      </span>
    );
  }
  return (
    <span className={`accounts-avatar accounts-avatar--initials ${className}`} style={style} aria-hidden="true" data-testid="avatar-initials">
      {avatarInitials(person)}
    </span>
  );
}
