// A comment box that suggests people after `@` and inserts `@[name](user:id)` (spec 2 §2).
// Arrow keys move through the suggestions, Enter or Tab picks one, Escape closes them.
import { useRef, useState } from 'react';
import { TextArea } from '@blueprintjs/core';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { insertMention, mentionQueryAt, suggestPeople } from './mentions.ts';

export interface MentionPerson {
  id: string;
  name: string;
  email?: string | null;
  avatar?: string | null;
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
  const [active, setActive] = useState<{ start: number; query: string; caret: number } | null>(
    null,
  );
  const [highlight, setHighlight] = useState(0);
  const suggestions = active ? suggestPeople(props.people, active.query) : [];
  const open = active !== null && suggestions.length > 0;

  const track = (text: string, caret: number) => {
    const found = mentionQueryAt(text, caret);
    setActive(found ? { ...found, caret } : null);
    setHighlight(0);
  };
  const pick = (person: MentionPerson) => {
    if (!active) return;
    const next = insertMention(props.value, active.start, active.caret, person);
    props.onChange(next.text);
    setActive(null);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next.caret, next.caret);
    });
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
        value={props.value}
        disabled={props.disabled}
        placeholder={props.placeholder}
        title={props.title}
        aria-autocomplete="list"
        aria-expanded={open}
        onChange={(event) => {
          props.onChange(event.currentTarget.value);
          track(event.currentTarget.value, event.currentTarget.selectionStart);
        }}
        onSelect={(event) => {
          const target = event.currentTarget;
          if (active && target.selectionStart !== active.caret)
            track(target.value, target.selectionStart);
        }}
        onBlur={() => {
          setActive(null);
          props.onBlur?.();
        }}
        onKeyDown={(event) => {
          if (open) {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setHighlight((highlight + 1) % suggestions.length);
              return;
            }
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              setHighlight((highlight - 1 + suggestions.length) % suggestions.length);
              return;
            }
            if (event.key === 'Enter' || event.key === 'Tab') {
              event.preventDefault();
              const person = suggestions[highlight];
              if (person) pick(person);
              return;
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              setActive(null);
              return;
            }
          }
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            props.onSubmit?.();
          }
        }}
      />
    </div>
  );
}
