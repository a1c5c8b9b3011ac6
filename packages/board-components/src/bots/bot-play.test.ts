import { describe, expect, it } from 'vitest';
import { hintSaid, type HintLine } from './bot-play.js';

const line = (text: string, share: number, reasons: string[] = []): HintLine => ({
  text,
  share,
  reasons,
  href: undefined,
  title: undefined,
});

describe('the hint said in the live region', () => {
  const lines = [line('Build to O4', 0.61, ['It earns $2.']), line('Pass', 0.2)];

  it('gives each move its share of the search when shares are shown', () => {
    expect(hintSaid({ seat: 0, lines }, true)).toBe(
      'Strong moves, best first: Build to O4 (61%): It earns $2.; Pass (20%)',
    );
  });

  it('says when the order is a close call that the shares do not follow', () => {
    const close = [
      line('Bid $7', 0.13, ['It earns $17.']),
      line('Bid $12', 0.4, ['It earns $13.']),
    ];
    expect(hintSaid({ seat: 0, lines: close }, true)).toBe(
      'Strong moves, best first (in a close call, the move that earns more comes first): Bid $7 (13%): It earns $17.; Bid $12 (40%): It earns $13.',
    );
    // Shares that read the same (40% and 40%) show nothing out of order.
    const even = [line('Bid $7', 0.401, ['It earns $17.']), line('Bid $12', 0.404)];
    expect(hintSaid({ seat: 0, lines: even }, true)).not.toContain('close call');
    // A learner sees no shares, so nothing seems out of order.
    expect(hintSaid({ seat: 0, lines: close }, false)).toBe(
      'Strong moves, best first: Bid $7: It earns $17.; Bid $12: It earns $13.',
    );
  });

  it('says best first without the figures for a learner', () => {
    expect(hintSaid({ seat: 0, lines }, false)).toBe(
      'Strong moves, best first: Build to O4: It earns $2.; Pass',
    );
  });

  it('says the message where there is no hint, and nothing while searching', () => {
    const message = 'Hints need a Web Worker, which this page cannot start.';
    expect(hintSaid({ seat: 0, message }, true)).toBe(message);
    expect(hintSaid({ seat: 0, message }, false)).toBe(message);
    expect(hintSaid({ seat: 0 }, false)).toBe('');
  });
});
