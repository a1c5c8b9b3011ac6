/**
 * Money in a finished game reads as money (issue 25): the standings, the end message, the
 * history and every panel of each game write amounts as "$102,000", never as a bare "102000".
 * Each game is played to its end by random moves and opened in the playground as a file.
 */
import { simulate } from '@railyard/rules';
import { getGame } from '@railyard/rules/engines';
import { test, expect } from './fixtures';
import { standings } from './playground-helpers';

/** Each game and how its standings score (money, or Wild West Express's success points). */
const GAMES = [
  ['chicago-express', 'money'],
  ['american-rails', 'money'],
  ['last-spike', 'money'],
  ['wild-west-express', 'points'],
] as const;

/** Every text a player reads on the page: text nodes, accessible names and titles, shadow roots too. */
function pageTexts(): string[] {
  const out: string[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      // The position as raw JSON is the developer's (the learner's view has none).
      if (el.closest('pre')) continue;
      // An element's own text, joined (a template splits it into several text nodes).
      const own = [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      if (own) out.push(own);
      for (const name of ['aria-label', 'title']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return out;
}

for (const [id, score] of GAMES)
  test(`${id}: the finished game's standings, end message and history write money as $1,234`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const { record } = simulate(getGame(id)!, { players: ['Ann', 'Bob', 'Cyd'], seed: 'money' });
    await page.goto('/playground/?botDelay=0');
    await page.locator('input[type=file]').setInputFiles({
      name: `${id}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(record)),
    });
    // A hidden-information game's file warns first.
    const show = page.getByRole('button', { name: 'Show the game' });
    await expect(standings(page).or(show).first()).toBeVisible({ timeout: 60_000 });
    if (await show.isVisible()) await show.click();
    await expect(standings(page)).toBeVisible();
    await expect(page.locator('.history-list .history-entry').first()).toBeVisible();

    const scores = await standings(page).locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(scores).toHaveLength(3);
    for (const text of scores)
      expect(text.trim()).toMatch(score === 'money' ? /^\$\d{1,3}(,\d{3})*$/ : /^\d+ points?$/);

    // No bare number of four digits or more: money is "$" with thousands separated. Counts of
    // moves and years (American Rails' rounds 1851–1857, a game's year of publication) are not.
    const bare = (await page.evaluate(pageTexts))
      .map((text) =>
        text
          .replace(/\$\d{1,3}(,\d{3})*(\.\d+)?k?/g, '')
          .replace(/\b\d+ moves?\b|\bmoves? \d+\b|\bof \d+\b/gi, '')
          .replace(/\b(18|19|20)\d\d\b/g, ''),
      )
      .filter((text) => /\d{4,}|\d,\d{3}/.test(text));
    expect(bare).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
