// A comment box that suggests people after `@` and inserts `@[name](user:id)` (spec 2 §2).
// Arrow keys move through the suggestions, Enter or Tab picks one, Escape closes them. `value`
// is the stored text with the markup; the box shows each mention as `@name` (issue 32, 18) and
// maps every edit and caret between the two (mentions.ts).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { TextArea } from '@blueprintjs/core';
import { Avatar, type AvatarPerson } from '../../../components/avatar/Avatar.tsx';
import {
  applyShownEdit,
  commentText,
  inMention,
  insertMention,
  mentionQueryAt,
  suggestPeople,
} from './mentions.ts';

export type MentionPerson = AvatarPerson & { name: string; email?: string | null };

/**
 * The suggestions after `@`: which query is typed (in shown offsets: the `@word` just before the
 * caret, not an existing mention), the highlighted person, picking one and the keys they use.
 */
function useMentions(
  value: string,
  people: readonly MentionPerson[],
  onChange: (value: string) => void,
  ref: RefObject<HTMLTextAreaElement | null>,
) {
  const [active, setActive] = useState<{ start: number; query: string; caret: number } | null>(
    null,
  );
  const [highlight, setHighlight] = useState(0);
  const suggestions = active ? suggestPeople(people, active.query) : [];
  const track = (stored: string, caret: number) => {
    const found = mentionQueryAt(commentText(stored), caret);
    setActive(found && !inMention(stored, found.start) ? { ...found, caret } : null);
    setHighlight(0);
  };
  // The caret goes after the mention in the commit that shows it, before the next key is read (a
  // frame later, a letter typed at once had landed before the caret moved back over it).
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterPick.current;
    if (caret === null || !ref.current) return;
    caretAfterPick.current = null;
    ref.current.focus();
    ref.current.setSelectionRange(caret, caret);
  });
  const pick = (person: MentionPerson) => {
    if (!active) return;
    const next = insertMention(value, active.start, active.caret, person);
    onChange(next.text);
    setActive(null);
    caretAfterPick.current = next.caret;
  };
  /** Moves through, picks or closes the open suggestions; false for a key they do not use. */
  const key = (name: string): boolean => {
    const count = suggestions.length;
    if (name === 'ArrowDown') setHighlight((highlight + 1) % count);
    else if (name === 'ArrowUp') setHighlight((highlight - 1 + count) % count);
    else if (name === 'Escape') setActive(null);
    else if (name === 'Enter' || name === 'Tab') {
      const person = suggestions[highlight];
      if (person) pick(person);
    } else return false;
    return true;
  };
  const open = active !== null && suggestions.length > 0;
  const close = () => setActive(null);
  return { active, open, suggestions, highlight, track, pick, key, close };
}

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
  const mentions = useMentions(props.value, props.people, props.onChange, ref);
  const { active, open } = mentions;
  return (
    <div className="mc-composer-text">
      {open ? (
        <ul className="mc-mention-suggestions" role="listbox" aria-label="People to mention">
          {mentions.suggestions.map((person, index) => (
            <li
              key={person.id}
              role="option"
              aria-selected={index === mentions.highlight}
              onMouseDown={(event) => {
                event.preventDefault();
                mentions.pick(person);
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
          mentions.track(stored, event.currentTarget.selectionStart);
        }}
        onSelect={(event) => {
          const target = event.currentTarget;
          if (active && target.selectionStart !== active.caret)
            mentions.track(props.value, target.selectionStart);
        }}
        onBlur={() => {
          mentions.close();
          props.onBlur?.();
        }}
        onKeyDown={(event) => {
          if (open && mentions.key(event.key)) event.preventDefault();
          else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            props.onSubmit?.();
          }
        }}
      />
    </div>
  );
}
