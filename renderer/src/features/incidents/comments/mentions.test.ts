import { describe, expect, it } from 'vitest';
import {
  applyShownEdit,
  commentText,
  formatMention,
  inMention,
  insertMention,
  mentionQueryAt,
  parseComment,
  storedOffset,
  suggestPeople,
} from './mentions.ts';

describe('mentions', () => {
  it('splits a comment into text and mentions', () => {
    expect(parseComment('ping @[Ann Lee](user:u1) and @[Bo](user:u2)!')).toEqual([
      { shown: 'ping ', stored: 'ping ' },
      { shown: '@Ann Lee', stored: '@[Ann Lee](user:u1)', id: 'u1' },
      { shown: ' and ', stored: ' and ' },
      { shown: '@Bo', stored: '@[Bo](user:u2)', id: 'u2' },
      { shown: '!', stored: '!' },
    ]);
    expect(parseComment('plain @ text [x](y)')).toEqual([
      { shown: 'plain @ text [x](y)', stored: 'plain @ text [x](y)' },
    ]);
    expect(parseComment('@[A](user:1)@[B](user:2)').map((s) => s.id)).toEqual(['1', '2']);
  });

  it('formats a mention that parses back to the same person', () => {
    const text = formatMention({ id: 'u1', name: 'Ann [ops]' });
    expect(text).toBe('@[Ann ops](user:u1)');
    expect(parseComment(`${text} ${text}`)[0]).toEqual({
      shown: '@Ann ops',
      stored: text,
      id: 'u1',
    });
  });

  it('finds the @word being typed before the caret', () => {
    expect(mentionQueryAt('hello @an', 9)).toEqual({ start: 6, query: 'an' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('hello @an there', 15)).toBeNull();
  });

  it('replaces the @word with the mention and moves the caret after it', () => {
    const result = insertMention('hi @an!', 3, 6, { id: 'u1', name: 'Ann' });
    expect(result.text).toBe('hi @[Ann](user:u1) !');
    expect(result.caret).toBe('hi @Ann '.length);
  });

  it('suggests people by name or email', () => {
    const people = [
      { name: 'Ann Lee', email: 'ann@x' },
      { name: 'Bob', email: 'bob@ops' },
    ];
    expect(suggestPeople(people, 'OPS').map((p) => p.name)).toEqual(['Bob']);
    expect(suggestPeople(people, '')).toHaveLength(2);
  });
});

describe('the comment box shows @Name and stores the markup (issue 32, 18)', () => {
  const ada = { id: 'u1', name: 'Ada Lovelace' };
  const stored = `Hi ${formatMention(ada)} look`; // 'Hi @[Ada Lovelace](user:u1) look'
  const shown = 'Hi @Ada Lovelace look';

  it('shows each mention as @Name', () => {
    expect(commentText(stored)).toBe(shown);
  });

  it('picking a suggestion shows @Name in the box, stores the markup, caret after it', () => {
    const typed = 'Hi @ad';
    const query = mentionQueryAt(typed, typed.length)!;
    const next = insertMention(typed, query.start, typed.length, ada);
    expect(next.text).toBe('Hi @[Ada Lovelace](user:u1) ');
    expect(commentText(next.text)).toBe('Hi @Ada Lovelace ');
    expect(next.caret).toBe('Hi @Ada Lovelace '.length);
  });

  it('typing around a mention keeps its markup', () => {
    expect(applyShownEdit(stored, `${shown}!`)).toBe(`${stored}!`);
    expect(applyShownEdit(stored, `Hello${shown.slice(2)}`)).toBe(`Hello${stored.slice(2)}`);
    expect(applyShownEdit(stored, 'Hi @Ada Lovelace, look')).toBe(
      'Hi @[Ada Lovelace](user:u1), look',
    );
  });

  it('deleting a whole mention removes its markup; cutting into one leaves plain text', () => {
    expect(applyShownEdit(stored, 'Hi  look')).toBe('Hi  look');
    expect(applyShownEdit(stored, 'Hi @Ada Lovelac look')).toBe('Hi @Ada Lovelac look');
  });

  it('maps a shown caret to the stored text, a caret inside a mention going after it', () => {
    expect(storedOffset(stored, 3)).toBe(3);
    expect(storedOffset(stored, 5)).toBe(3 + formatMention(ada).length);
    expect(storedOffset(stored, shown.length)).toBe(stored.length);
  });

  it('an existing mention is no @query for new suggestions', () => {
    expect(inMention(stored, 3)).toBe(true);
    expect(inMention(stored, 16)).toBe(false);
  });
});
