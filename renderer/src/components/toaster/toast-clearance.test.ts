import { describe, expect, it } from 'vitest';
import { TOAST_STACK_PX, toastClearance, toastOverlap } from './toast-clearance.ts';

const viewport = { width: 1280, height: 800 };
const box = (top: number, height: number, left = 240, right = 1260) => ({
  top,
  bottom: top + height,
  left,
  right,
});

describe('where the notification toasts sit (issue 32, h)', () => {
  it('at the bottom when nothing is in the corner', () => {
    expect(toastClearance([], viewport)).toBe(0);
    // A pager high up a short list is not under the toasts.
    expect(toastClearance([box(300, 40)], viewport)).toBe(0);
    // Nor is a footer on the left half of the window.
    expect(toastClearance([box(760, 40, 0, 600)], viewport)).toBe(0);
  });

  it('above a pager or a dialog footer in the bottom-right corner', () => {
    expect(toastClearance([box(752, 40)], viewport)).toBe(48);
    expect(toastClearance([box(700, 52)], viewport)).toBe(100);
  });

  it('above both when raising it over one brings another under it', () => {
    expect(toastClearance([box(740, 50), box(540, 40)], viewport)).toBe(260);
  });

  it('above a pager that toasts taller than three compact ones would reach', () => {
    // Three wrapped toasts, 360 px high: a pager 300 px up is under them.
    expect(toastClearance([box(500, 40)], viewport)).toBe(0);
    expect(toastClearance([box(500, 40)], viewport, 360)).toBe(300);
    // Never less than the compact stack's zone.
    expect(toastClearance([box(752, 40)], viewport, 100)).toBe(48);
  });

  it('never out of the window', () => {
    expect(toastClearance([box(100, 690)], viewport)).toBe(800 - TOAST_STACK_PX);
  });
});

describe('the room a table makes for the toasts over its end', () => {
  const stack = { top: 500, bottom: 740, left: 900, right: 1268 };
  it('as deep as the toasts reach into it', () => {
    expect(toastOverlap(box(200, 540), stack)).toBe(240);
    expect(toastOverlap(box(200, 320.5), stack)).toBe(21);
  });
  it('none when no toast shows, or the toasts are beside or below it', () => {
    expect(toastOverlap(box(200, 540), null)).toBe(0);
    expect(toastOverlap(box(200, 540, 240, 880), stack)).toBe(0);
    expect(toastOverlap(box(100, 300), stack)).toBe(0);
  });
});
