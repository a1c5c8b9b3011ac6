import { describe, expect, it } from 'vitest';
import { tinyCardsGame, tinyGame } from '@railyard/rules/testing';
import { isSpoiler, spoilerNotice, spoilerWarning } from './spoiler';

describe('spoilers', () => {
  it('are unfinished games with hidden information or chance', () => {
    expect(isSpoiler(tinyCardsGame, false)).toBe(true);
    expect(isSpoiler(tinyCardsGame, true)).toBe(false);
    expect(isSpoiler(tinyGame, false)).toBe(false);
    expect(isSpoiler({ ...tinyGame, chance: true }, false)).toBe(true);
    expect(isSpoiler({ ...tinyGame, hiddenInformation: true }, false)).toBe(true);
  });

  it('say that the seed tells what is hidden and what will be drawn', () => {
    expect(spoilerNotice(tinyCardsGame)).toMatch(
      /seed: anyone who opens this link or file can compute the hidden items and every future draw of Tiny cards game/,
    );
    expect(spoilerNotice({ ...tinyGame, chance: true })).toMatch(/compute every future draw/);
    expect(spoilerWarning(tinyCardsGame, 'This link')).toMatch(
      /^This link holds an unfinished game of Tiny cards game\. Its seed/,
    );
  });
});
