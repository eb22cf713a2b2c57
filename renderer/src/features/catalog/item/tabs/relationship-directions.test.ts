import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIRECTIONS,
  canTurnOff,
  directionsFromParams,
  directionsToParams,
  relationOf,
  setDirection,
  setSoft,
  showDeletedFromParams,
  showDeletedToParams,
  typeFilterOf,
} from './relationship-directions.ts';

const read = (search: string) => directionsFromParams(new URLSearchParams(search));

describe('relationship directions', () => {
  it('starts with Outgoing on, Incoming and Soft off', () => {
    expect(read('')).toEqual(DEFAULT_DIRECTIONS);
    expect(typeFilterOf(DEFAULT_DIRECTIONS)).toBe('outgoing');
    expect(relationOf(DEFAULT_DIRECTIONS)).toBe('hard');
  });

  it('maps the directions to type_filter incoming, outgoing or all', () => {
    expect(typeFilterOf({ outgoing: true, incoming: true, soft: false })).toBe('all');
    expect(typeFilterOf({ outgoing: false, incoming: true, soft: false })).toBe('incoming');
    expect(typeFilterOf({ outgoing: true, incoming: false, soft: false })).toBe('outgoing');
  });

  it('maps Soft to relation both, otherwise hard', () => {
    expect(relationOf(setSoft(DEFAULT_DIRECTIONS, true))).toBe('both');
    expect(relationOf(setSoft(DEFAULT_DIRECTIONS, false))).toBe('hard');
  });

  it('keeps at least one direction on: Outgoing alone cannot be switched off', () => {
    expect(canTurnOff(DEFAULT_DIRECTIONS, 'outgoing')).toBe(false);
    expect(setDirection(DEFAULT_DIRECTIONS, 'outgoing', false)).toEqual(DEFAULT_DIRECTIONS);
  });

  it('lets Outgoing go off while Incoming is on', () => {
    const both = setDirection(DEFAULT_DIRECTIONS, 'incoming', true);
    expect(both).toEqual({ outgoing: true, incoming: true, soft: false });
    expect(canTurnOff(both, 'outgoing')).toBe(true);
    expect(setDirection(both, 'outgoing', false)).toEqual({
      outgoing: false,
      incoming: true,
      soft: false,
    });
  });

  it('forces Outgoing on when Incoming is turned off', () => {
    const incomingOnly = { outgoing: false, incoming: true, soft: true };
    expect(canTurnOff(incomingOnly, 'incoming')).toBe(true);
    expect(setDirection(incomingOnly, 'incoming', false)).toEqual({
      outgoing: true,
      incoming: false,
      soft: true,
    });
  });

  it('reads a URL with both directions off as Outgoing on', () => {
    expect(read('outgoing=false')).toEqual(DEFAULT_DIRECTIONS);
    expect(read('outgoing=false&incoming=true&relation=soft')).toEqual({
      outgoing: false,
      incoming: true,
      soft: true,
    });
  });

  it('round-trips through the URL, leaving defaults out and other parameters alone', () => {
    const base = new URLSearchParams('tab=x');
    expect(directionsToParams(DEFAULT_DIRECTIONS, base).toString()).toBe('tab=x');
    const written = directionsToParams({ outgoing: false, incoming: true, soft: true }, base);
    expect(written.toString()).toBe('tab=x&outgoing=false&incoming=true&relation=soft');
    expect(directionsFromParams(written)).toEqual({ outgoing: false, incoming: true, soft: true });
  });

  it('hides deleted items unless the URL asks to show them', () => {
    expect(showDeletedFromParams(new URLSearchParams())).toBe(false);
    const shown = showDeletedToParams(true, new URLSearchParams());
    expect(showDeletedFromParams(shown)).toBe(true);
    expect(showDeletedToParams(false, shown).toString()).toBe('');
  });
});
