import { describe, expect, it } from 'vitest';
import {
  formatMention,
  insertMention,
  mentionQueryAt,
  mentionedIds,
  parseComment,
  suggestPeople,
} from './mentions.ts';

describe('mentions', () => {
  it('splits a comment into text and mentions', () => {
    expect(parseComment('ping @[Ann Lee](user:u1) and @[Bo](user:u2)!')).toEqual([
      { kind: 'text', text: 'ping ' },
      { kind: 'mention', display: 'Ann Lee', id: 'u1' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', display: 'Bo', id: 'u2' },
      { kind: 'text', text: '!' },
    ]);
    expect(parseComment('plain @ text [x](y)')).toEqual([
      { kind: 'text', text: 'plain @ text [x](y)' },
    ]);
  });

  it('formats a mention that parses back to the same person', () => {
    const text = formatMention({ id: 'u1', name: 'Ann [ops]' });
    expect(text).toBe('@[Ann ops](user:u1)');
    expect(mentionedIds(`${text} ${text}`)).toEqual(['u1']);
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
    expect(result.caret).toBe('hi @[Ann](user:u1) '.length);
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
