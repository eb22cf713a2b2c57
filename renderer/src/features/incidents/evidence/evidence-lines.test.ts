import { describe, expect, it } from 'vitest';
import { LOG_CONTEXT_LINES, visibleLines } from './evidence-lines.ts';

const numbers = (lines: ReturnType<typeof visibleLines>) =>
  lines.map((l) => (l === null ? '…' : l.selected ? `*${l.number}` : l.number));

describe('visibleLines', () => {
  it('shows 3 lines of context around selected log lines and marks the gaps', () => {
    const lines = Array.from({ length: 20 }, (_, i) => ({ message: `line ${i + 1}` }));
    const shown = visibleLines({ lines, selected_lines: [10] }, LOG_CONTEXT_LINES);
    expect(numbers(shown)).toEqual(['…', 7, 8, 9, '*10', 11, 12, 13, '…']);
    expect(shown[1]).toMatchObject({ text: 'line 7' });
  });

  it('shows every line when none is selected', () => {
    expect(numbers(visibleLines({ lines: ['a', 'b'] }, 3))).toEqual([1, 2]);
  });

  it('reads config lines keyed by line number with only the selected ones', () => {
    const payload = {
      lines: { '1': '{', '2': '  "replicas": 1,', '3': '  "image": "x"', '4': '}' },
      selected_lines: { '2': '  "replicas": 1,' },
    };
    expect(numbers(visibleLines(payload, 0))).toEqual(['…', '*2', '…']);
  });

  it('uses the selected lines themselves when no lines were stored', () => {
    const shown = visibleLines({ selected_lines: { '5': 'a', '6': 'b' } }, 0);
    expect(numbers(shown)).toEqual(['*5', '*6']);
  });

  it('copes with missing payloads', () => {
    expect(visibleLines(null, 3)).toEqual([]);
    expect(visibleLines({ lines: 'nonsense' }, 3)).toEqual([]);
  });
});
