import { describe, expect, it } from 'vitest';
import { stepCounter, wizardButtons } from './wizard-model.ts';

describe('wizardButtons', () => {
  const three = [{}, {}, {}];

  it('offers Cancel and Next on the first step', () => {
    expect(wizardButtons(three, 0)).toEqual({
      back: { text: 'Cancel', to: null },
      next: { text: 'Next', last: false },
    });
  });

  it('goes back one step, and saves on the last', () => {
    expect(wizardButtons(three, 1).back).toEqual({ text: 'Back', to: 0 });
    expect(wizardButtons(three, 2)).toEqual({
      back: { text: 'Back', to: 1 },
      next: { text: 'Save', last: true },
    });
  });

  it("uses a step's own texts, and no primary button where a choice moves on", () => {
    const steps = [{ nextText: 'Add' }, { backText: 'Previous', nextText: null }, {}];
    expect(wizardButtons(steps, 0).next).toEqual({ text: 'Add', last: false });
    expect(wizardButtons(steps, 1)).toEqual({ back: { text: 'Previous', to: 0 }, next: null });
  });

  it('treats a single step as the first and the last', () => {
    expect(wizardButtons([{}], 0)).toEqual({
      back: { text: 'Cancel', to: null },
      next: { text: 'Save', last: true },
    });
  });
});

describe('stepCounter', () => {
  it('counts from one', () => {
    expect(stepCounter(0, 3)).toBe('Step 1 of 3');
  });
});
