// A comment box that suggests people after `@` and inserts `@[name](user:id)` (spec 2 §2).
// Arrow keys move through the suggestions, Enter or Tab picks one, Escape closes them. `value`
// is the stored text with the markup; the box shows each mention as `@name` (issue 32, 18) and
// maps every edit and caret between the two (mentions.ts).
import { useRef, useState } from 'react';
import { TextArea } from '@blueprintjs/core';
import { Avatar, type AvatarPerson } from '../../../components/avatar/Avatar.tsx';
import {
  applyShownEdit,
  commentText,
  inMention,
  insertMention,
  mentionQueryAt,
  shownOffset,
  storedOffset,
  suggestPeople,
} from './mentions.ts';

export type MentionPerson = AvatarPerson & { email?: string | null };

export function MentionTextArea(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onSubmit?: () => void;
  people: readonly MentionPerson[];
  disabled?: boolean;
  placeholder?: string;
  title?: string | undefined;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [active, setActive] = useState<{ start: number; query: string; caret: number } | null>(
    null,
  );
  const [highlight, setHighlight] = useState(0);
  const suggestions = active ? suggestPeople(props.people, active.query) : [];
  const open = active !== null && suggestions.length > 0;

  // `active` is in shown offsets: the `@word` typed just before the caret, not an existing mention.
  const track = (stored: string, caret: number) => {
    const found = mentionQueryAt(commentText(stored), caret);
    setActive(found && !inMention(stored, found.start) ? { ...found, caret } : null);
    setHighlight(0);
  };
  const pick = (person: MentionPerson) => {
    if (!active) return;
    const start = storedOffset(props.value, active.start);
    const next = insertMention(props.value, start, storedOffset(props.value, active.caret), person);
    props.onChange(next.text);
    setActive(null);
    const caret = shownOffset(next.text, next.caret);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(caret, caret);
    });
  };

  /** Moves through, picks or closes the open suggestions; false for a key they do not use. */
  const suggestionKey = (key: string): boolean => {
    const count = suggestions.length;
    if (key === 'ArrowDown') setHighlight((highlight + 1) % count);
    else if (key === 'ArrowUp') setHighlight((highlight - 1 + count) % count);
    else if (key === 'Escape') setActive(null);
    else if (key === 'Enter' || key === 'Tab') {
      const person = suggestions[highlight];
      if (person) pick(person);
    } else return false;
    return true;
  };

  return (
    <div className="mc-composer-text">
      {open ? (
        <ul className="mc-mention-suggestions" role="listbox" aria-label="People to mention">
          {suggestions.map((person, index) => (
            <li
              key={person.id}
              role="option"
              aria-selected={index === highlight}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
            >
              <Avatar person={person} size={20} />
              <span>{person.name}</span>
              {person.email ? <span className="mc-mention-email">{person.email}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <TextArea
        id={props.id}
        inputRef={ref}
        fill
        value={commentText(props.value)}
        disabled={props.disabled}
        placeholder={props.placeholder}
        title={props.title}
        aria-autocomplete="list"
        aria-expanded={open}
        onChange={(event) => {
          const stored = applyShownEdit(props.value, event.currentTarget.value);
          props.onChange(stored);
          track(stored, event.currentTarget.selectionStart);
        }}
        onSelect={(event) => {
          const target = event.currentTarget;
          if (active && target.selectionStart !== active.caret)
            track(props.value, target.selectionStart);
        }}
        onBlur={() => {
          setActive(null);
          props.onBlur?.();
        }}
        onKeyDown={(event) => {
          if (open && suggestionKey(event.key)) event.preventDefault();
          else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            props.onSubmit?.();
          }
        }}
      />
    </div>
  );
}
