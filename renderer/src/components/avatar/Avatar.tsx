// Person avatars: the picture when it loads, otherwise initials; stacks show up to 5 (spec 2 §9).
import { useState } from 'react';
import { initials, stackAvatars } from './initials.ts';
import './Avatar.css';

/** A person as rows embed them: the name may be missing (initials read '?'). */
export type AvatarPerson = { id: string; name?: string | null; avatar?: string | null };

export function Avatar({ person, size = 24 }: { person: AvatarPerson; size?: number }) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  const name = person.name ?? undefined;
  if (person.avatar && !broken) {
    return (
      <img
        className="mc-avatar"
        src={person.avatar}
        alt={name}
        title={name}
        style={style}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="mc-avatar mc-avatar-initials"
      role="img"
      aria-label={name}
      title={name}
      style={style}
    >
      {initials(person.name)}
    </span>
  );
}

export function AvatarStack({
  people,
  limit = 5,
  size = 24,
}: {
  people: readonly AvatarPerson[];
  limit?: number;
  size?: number;
}) {
  const { shown, more } = stackAvatars(people, limit);
  return (
    <span className="mc-avatar-stack">
      {shown.map((person) => (
        <Avatar key={person.id} person={person} size={size} />
      ))}
      {more > 0 && (
        <span
          className="mc-avatar mc-avatar-initials mc-avatar-more"
          style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
          aria-label={`${more} more`}
        >
          +{more}
        </span>
      )}
    </span>
  );
}
