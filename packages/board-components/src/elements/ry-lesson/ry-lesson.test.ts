/**
 * <ry-lesson> with Chicago Express's lesson path and the real engine: the three kinds of
 * feedback, the events, and progress that survives a new element (a reload).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './ry-lesson.js';
import type { RyLesson } from './ry-lesson.component.js';
import type { RyLessonStepEvent } from './events.js';
import { progressKey } from './progress-store.js';
import { axeViolations, cleanup, collect, fixture, until } from '../../test-support/fixture.js';

import.meta.glob('../../boards/*/game.ts', { eager: true });

const game = (lesson: RyLesson) => lesson.shadowRoot!.querySelector('ry-game')!;
const inGame = (lesson: RyLesson, selector: string) =>
  game(lesson)?.shadowRoot?.querySelector<HTMLElement>(selector);
const auctionPart = (lesson: RyLesson, part: string) =>
  inGame(lesson, 'ry-auction-panel')?.shadowRoot?.querySelector<HTMLElement>(`[part="${part}"]`);
const text = (lesson: RyLesson, id: string) =>
  lesson
    .shadowRoot!.querySelector(`[data-testid="${id}"]`)
    ?.textContent?.replace(/\s+/g, ' ')
    .trim() ?? '';

async function opened(markup: string): Promise<RyLesson> {
  const lesson = await fixture<RyLesson>(markup);
  await until(() => auctionPart(lesson, 'bid-input'), 10_000, 'the auction controls');
  return lesson;
}

async function bid(lesson: RyLesson, amount: number): Promise<void> {
  const input = auctionPart(lesson, 'bid-input') as HTMLInputElement;
  input.value = String(amount);
  input.dispatchEvent(new Event('input'));
  await userEvent.click(auctionPart(lesson, 'bid-button')!);
  await lesson.updateComplete;
}

describe('<ry-lesson>', () => {
  beforeEach(async () => {
    localStorage.removeItem(progressKey('chicago-express'));
    await page.viewport(1280, 800);
  });
  afterEach(cleanup);

  it('chicago-express:opening-auction-bidding: refuses an illegal bid with the rule, explains a legal miss, and moves on when the goal is met', async () => {
    const lesson = await opened(
      '<ry-lesson game="chicago-express" lesson="opening-auction"></ry-lesson>',
    );
    const steps = collect<RyLessonStepEvent>(lesson, 'ry-lesson-step');
    expect(text(lesson, 'lesson-progress')).toBe('Step 1 of 4');
    await bid(lesson, 0);
    expect(text(lesson, 'lesson-feedback')).toMatch(/^Not allowed\./);
    expect(lesson.shadowRoot!.querySelector('.feedback .rule')).not.toBeNull();
    // The bar pinned near the controls says it too, with the step.
    expect(text(lesson, 'lesson-bar')).toMatch(/^Step 1 of 4: .+ Not allowed\. /);
    const runner = lesson as unknown as { runner: { session: { moveCount: number } } };
    const before = runner.runner.session.moveCount;
    await userEvent.click(auctionPart(lesson, 'pass-button')!);
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-feedback')).toMatch(
      /^That move is allowed, but it isn't what this step asks\./,
    );
    expect(text(lesson, 'lesson-bar')).toMatch(
      /^Step 1 of 4: .+ That move is allowed, but it isn't what this step asks\. /,
    );
    expect(runner.runner.session.moveCount).toBe(before);
    expect(text(lesson, 'lesson-progress')).toBe('Step 1 of 4');
    const goal = lesson.shadowRoot!.querySelectorAll<HTMLButtonElement>('.buttons button')[1]!;
    await userEvent.click(goal);
    await lesson.updateComplete;
    const amount = Number(/\$(\d+)/.exec(text(lesson, 'lesson-feedback'))![1]);
    await bid(lesson, amount);
    expect(text(lesson, 'lesson-feedback')).toMatch(/^Well done\./);
    // What the goal played (the replies too) shows in the side panel.
    const panel = lesson.shadowRoot!.querySelector('[data-testid="lesson-feedback"]')!;
    expect(panel.getBoundingClientRect().width).toBeGreaterThan(100);
    expect(text(lesson, 'lesson-progress')).toBe('Step 2 of 4');
    expect(steps.map((e) => e.detail.step)).toEqual([0]);
    expect(await axeViolations(lesson)).toEqual([]);

    // A new element (as after a reload) resumes at the same step from localStorage.
    cleanup();
    const again = await opened(
      '<ry-lesson game="chicago-express" lesson="opening-auction"></ry-lesson>',
    );
    expect(text(again, 'lesson-progress')).toBe('Step 2 of 4');
    again.reset();
    await again.updateComplete;
    expect(text(again, 'lesson-progress')).toBe('Step 1 of 4');
  });

  it('starts over, and says so, when the saved progress is of another version', async () => {
    localStorage.setItem(
      progressKey('chicago-express'),
      JSON.stringify({
        format: 'railyard-lesson-progress',
        game: 'chicago-express',
        lessons: {
          'opening-auction': {
            game: 'chicago-express',
            lesson: 'opening-auction',
            version: 999,
            step: 2,
            complete: false,
            moves: [],
          },
        },
      }),
    );
    const lesson = await opened(
      '<ry-lesson game="chicago-express" lesson="opening-auction"></ry-lesson>',
    );
    expect(text(lesson, 'lesson-progress')).toBe('Step 1 of 4');
    expect(text(lesson, 'lesson-feedback')).toMatch(/changed since you last played it/);
  });

  it('zooms the map to the places a step names; hint 1 marks them, hint 2 the move’s hex', async () => {
    const lesson = await fixture<RyLesson>(
      '<ry-lesson game="chicago-express" lesson="building" no-save></ry-lesson>',
    );
    await until(() => game(lesson), 10_000, 'the game');
    const runner = lesson as unknown as {
      runner: { try(move: unknown): unknown; hint(level: 2): { move: unknown } };
      revision: number;
    };
    // Step 1 chooses the build action: hint 1 points out the dials, hint 2 its dial (not a map place).
    const hints = () => lesson.shadowRoot!.querySelectorAll<HTMLButtonElement>('.buttons button');
    await userEvent.click(hints()[0]!);
    await lesson.updateComplete;
    expect(game(lesson).getAttribute('highlight')).toBe('/dials');
    await until(
      () => inGame(lesson, '[part="board"]')?.shadowRoot?.querySelector('[part="dials"].highlight'),
      10_000,
      'the dials pointed out',
    );
    await userEvent.click(hints()[1]!);
    await lesson.updateComplete;
    expect(game(lesson).getAttribute('highlight')).toBe('/dials/1');
    // Step 2 names Harrisburg (O4) and counts from Philadelphia (R5).
    runner.runner.try(runner.runner.hint(2).move);
    runner.revision++;
    await lesson.updateComplete;
    expect(game(lesson).getAttribute('zoom-to')!.split(' ')).toEqual(
      expect.arrayContaining(['O4', 'R5']),
    );
    expect(game(lesson).getAttribute('highlight')).toBe('');
    // The move that works (Q5) is not framed before the second hint: that would give it away.
    expect(game(lesson).getAttribute('zoom-to')!.split(' ')).not.toContain('Q5');
    await userEvent.click(hints()[0]!);
    await lesson.updateComplete;
    expect(game(lesson).marks).toEqual(expect.arrayContaining(['R5']));
    await userEvent.click(hints()[1]!);
    await lesson.updateComplete;
    expect(game(lesson).marks).toEqual(['Q5']);
    expect(game(lesson).getAttribute('zoom-to')!.split(' ')).toContain('Q5');
    expect(text(lesson, 'lesson-feedback')).toMatch(/Plain Q5 \(next to Philadelphia\)/);
    await until(() => inGame(lesson, '[part="board"]'), 10_000, 'the board');
    const board = inGame(lesson, '[part="board"]')!;
    await until(
      () => board.shadowRoot?.querySelector('[data-space="Q5"].spotlight'),
      10_000,
      'the hint’s hex marked',
    );
    // Step 3 is about the PRR's network: hint 1 marks all its hexes together.
    runner.runner.try(runner.runner.hint(2).move);
    runner.revision++;
    await lesson.updateComplete;
    await userEvent.click(hints()[0]!);
    await lesson.updateComplete;
    expect(game(lesson).marks).toEqual(expect.arrayContaining(['R5', 'Q5']));
  });

  it('labels an older position from the move list with a way back, and a finished lesson stops taking moves', async () => {
    const lesson = await opened(
      '<ry-lesson game="chicago-express" lesson="opening-auction" no-save></ry-lesson>',
    );
    const runner = lesson as unknown as {
      runner: {
        try(move: unknown): unknown;
        hint(level: 2): { move: unknown };
        complete: boolean;
        session: { jumpTo(n: number): void; moveCount: number };
      };
      revision: number;
    };
    runner.runner.try(runner.runner.hint(2).move);
    runner.revision++;
    await lesson.updateComplete;
    await until(
      () => inGame(lesson, 'ry-game-log')?.shadowRoot?.querySelector('button[data-index="1"]'),
      10_000,
      'the move list',
    );
    const entry = inGame(lesson, 'ry-game-log')!.shadowRoot!.querySelector<HTMLButtonElement>(
      'button[data-index="1"]',
    );
    expect(entry).not.toBeNull();
    await userEvent.click(entry!);
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-viewing')).toMatch(/^Showing the position after move 1 of \d+/);
    await userEvent.click(
      lesson.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="lesson-viewing"] button')!,
    );
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-viewing')).toBe('');
    // Starting over from an older position shows the new start, not the old label.
    await userEvent.click(
      inGame(lesson, 'ry-game-log')!.shadowRoot!.querySelector<HTMLButtonElement>(
        'button[data-index="1"]',
      )!,
    );
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-viewing')).not.toBe('');
    lesson.reset();
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-viewing')).toBe('');
    runner.runner.try(runner.runner.hint(2).move);
    while (!runner.runner.complete) runner.runner.try(runner.runner.hint(2).move);
    runner.revision++;
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-done')).toMatch(/^Lesson complete\./);
    expect(game(lesson).getAttribute('mode')).toBe('static');
    expect(lesson.shadowRoot!.querySelector('.buttons')).toBeNull();
    // The game goes on past the lesson's end, but the finished board says nobody is to act, nor
    // names the phase the others' replies reached (walkthrough 4 #12: "Lesson complete" under a
    // header reading "Auction a share: bidding").
    await game(lesson).updateComplete;
    expect(inGame(lesson, '[part="header"]')).toBeNull();
    expect(inGame(lesson, '[data-testid="status"]')).toBeNull();
    const players = inGame(lesson, 'ry-player-panel')!;
    expect(players.shadowRoot!.textContent).not.toMatch(/to act/);
  });

  it('chicago-express:winning-the-game: the last lesson ends with what decided the game, worked out by the rules from its start and result (walkthrough 5 #18)', async () => {
    const lesson = await fixture<RyLesson>(
      '<ry-lesson game="chicago-express" lesson="the-end" no-save></ry-lesson>',
    );
    await until(() => text(lesson, 'lesson-task'), 10_000, 'the first step');
    const runner = lesson as unknown as {
      runner: {
        try(move: unknown): unknown;
        hint(level: 2): { move: unknown };
        complete: boolean;
        outcome(): string | null;
        session: { result(): { standings: { name: string; score: number }[] } | null };
      };
      revision: number;
    };
    expect(text(lesson, 'lesson-outcome')).toBe('');
    while (!runner.runner.complete) runner.runner.try(runner.runner.hint(2).move);
    runner.revision++;
    await lesson.updateComplete;
    const said = text(lesson, 'lesson-outcome');
    expect(said).toMatch(/^What decided it: Only money counted/);
    expect(said).toContain(runner.runner.outcome()!);
    for (const s of runner.runner.session.result()!.standings)
      expect(said).toContain(`${s.name} $`);
    expect(await axeViolations(lesson)).toEqual([]);
  });

  it('a finished Wild West Express lesson: the board’s own turn line names nobody to act', async () => {
    const lesson = await fixture<RyLesson>(
      '<ry-lesson game="wild-west-express" lesson="dice-and-delivery" no-save></ry-lesson>',
    );
    const turn = () =>
      inGame(lesson, '[part="board"]')?.shadowRoot?.querySelector('[part="turn"]')?.textContent;
    await until(() => turn(), 10_000, 'the board’s turn line');
    expect(turn()).toMatch(/You: /);
    const runner = lesson as unknown as {
      runner: { try(move: unknown): unknown; hint(level: 2): { move: unknown }; complete: boolean };
      revision: number;
    };
    while (!runner.runner.complete) runner.runner.try(runner.runner.hint(2).move);
    runner.revision++;
    await lesson.updateComplete;
    await until(() => !/You: /.test(turn() ?? ''), 10_000, 'the turn line without the player');
    // Round and target only: no seat (a bot's or the learner's) and its phase.
    expect(turn()).toMatch(/^Round \d+( of \d+)?\. Target: \d+ success points\.$/);
  });

  it('puts the move controls under the map, says a refusal once (in the step bar, with its rule), and offers a hint from the bar (issue 24 walkthrough #2, #8)', async () => {
    const lesson = await opened(
      '<ry-lesson game="chicago-express" lesson="opening-auction" no-save></ry-lesson>',
    );
    // The auction's bid and pass sit in the dock right under the map, not after players and log.
    const dock = inGame(lesson, '[part="board"] > .dock[slot="under-map"]');
    expect(dock?.querySelector('ry-auction-panel')).not.toBeNull();
    expect(text(lesson, 'lesson-prepared')).toBe('');
    await bid(lesson, 0);
    await game(lesson).updateComplete;
    // The game's own pop-up is not drawn over the bar: the bar says it, with the rule link.
    const notice = inGame(lesson, '[part="notice"]');
    expect(!notice || getComputedStyle(notice).display === 'none').toBe(true);
    expect(lesson.shadowRoot!.querySelector('[data-testid="lesson-bar"] .rule')).not.toBeNull();
    // Seen once (walkthrough 3 #4): the side panel only announces it, and its link is no tab stop.
    const panel = lesson.shadowRoot!.querySelector<HTMLElement>('[data-testid="lesson-feedback"]')!;
    expect(panel.textContent).toMatch(/Not allowed\./);
    expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(panel.querySelector('a.rule')?.getAttribute('tabindex')).toBe('-1');
    // Its reason and rule beside the Bid button used (walkthrough 5 #5), the bar keeping the
    // label; closing it leaves the whole answer in the bar.
    const callout = lesson.shadowRoot!.querySelector<HTMLElement>('[data-testid="lesson-callout"]');
    expect(callout?.textContent).toMatch(/Not allowed\..*minimum/s);
    expect(callout!.querySelector('a.rule')).not.toBeNull();
    const used = auctionPart(lesson, 'bid-button')!.getBoundingClientRect();
    const near = callout!.getBoundingClientRect();
    expect(Math.max(near.top - used.bottom, used.top - near.bottom)).toBeLessThan(60);
    expect(lesson.shadowRoot!.querySelector('.step-bar.placed')).not.toBeNull();
    expect(await axeViolations(lesson)).toEqual([]);
    await userEvent.click(callout!.querySelector('button')!);
    await lesson.updateComplete;
    expect(lesson.shadowRoot!.querySelector('[data-testid="lesson-callout"]')).toBeNull();
    expect(lesson.shadowRoot!.querySelector('.step-bar.placed')).toBeNull();
    // Focus goes back to the control used, not to the page (the × went with the callout).
    const bidButton = auctionPart(lesson, 'bid-button')!;
    expect((bidButton.getRootNode() as ShadowRoot).activeElement).toBe(bidButton);
    // A press elsewhere on the board (the learner moves on) takes the callout away.
    await bid(lesson, 0);
    await lesson.updateComplete;
    expect(lesson.shadowRoot!.querySelector('[data-testid="lesson-callout"]')).not.toBeNull();
    inGame(lesson, '[part="board"]')!.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, composed: true }),
    );
    await lesson.updateComplete;
    expect(lesson.shadowRoot!.querySelector('[data-testid="lesson-callout"]')).toBeNull();
    // A control the board's redraw took away (a map space's list closes as it sends the move):
    // no callout tied to nothing; the bar says the answer whole.
    await bid(lesson, 0);
    await lesson.updateComplete;
    expect(lesson.shadowRoot!.querySelector('.step-bar.placed')).not.toBeNull();
    (lesson as unknown as { answerAt: Element }).answerAt = document.createElement('button');
    await lesson.updateComplete;
    await lesson.updateComplete;
    expect(lesson.shadowRoot!.querySelector('[data-testid="lesson-callout"]')).toBeNull();
    expect(lesson.shadowRoot!.querySelector('.step-bar.placed')).toBeNull();
    const hint = lesson.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="bar-hint"]')!;
    await userEvent.click(hint);
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-bar')).toMatch(/Hint 1\./);
    await userEvent.click(hint);
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-bar')).toMatch(/Hint 2\..*\$\d+/);
  });

  it('on a phone, the short step bar shows the new step after a met goal, with a thumb-sized "More" (walkthrough 3 #11)', async () => {
    await page.viewport(390, 844);
    const lesson = await opened(
      '<ry-lesson game="chicago-express" lesson="opening-auction" no-save></ry-lesson>',
    );
    const bar = lesson.shadowRoot!.querySelector<HTMLElement>('[data-testid="lesson-bar"]')!;
    const shown = (selector: string) => {
      const el = bar.querySelector<HTMLElement>(selector);
      return !!el && el.getClientRects().length > 0;
    };
    const goal = lesson.shadowRoot!.querySelectorAll<HTMLButtonElement>('.buttons button')[1]!;
    await userEvent.click(goal);
    await lesson.updateComplete;
    await bid(lesson, Number(/\$(\d+)/.exec(text(lesson, 'lesson-feedback'))![1]));
    await lesson.updateComplete;
    expect(text(lesson, 'lesson-progress')).toBe('Step 2 of 4');
    // The instruction of step 2 is on screen, after a short praise; the rest of the answer waits.
    expect(shown('.bar-task')).toBe(true);
    expect(bar.querySelector('.bar-task')!.textContent).toContain(text(lesson, 'lesson-task'));
    // All of it: a cut instruction hid its verb (walkthrough 4: "…you open the…", no "Pass").
    const task = bar.querySelector<HTMLElement>('.bar-task')!;
    expect(task.scrollHeight).toBeLessThanOrEqual(task.clientHeight + 1);
    expect(shown('.praise')).toBe(true);
    expect(shown('.verdict')).toBe(false);
    const toggle = bar.querySelector<HTMLButtonElement>('.bar-toggle')!;
    const box = toggle.getBoundingClientRect();
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    await lesson.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(shown('.verdict')).toBe(true);
    expect(shown('.praise')).toBe(false);
    expect(await axeViolations(lesson)).toEqual([]);
  });

  it('says that a later lesson starts from a prepared position of its own (walkthrough #6)', async () => {
    const lesson = await fixture<RyLesson>(
      '<ry-lesson game="chicago-express" lesson="choosing-an-action" no-save></ry-lesson>',
    );
    await until(
      () => lesson.shadowRoot!.querySelector('[data-testid="lesson-prepared"]'),
      10_000,
      'the note',
    );
    expect(text(lesson, 'lesson-prepared')).toMatch(
      /prepared position .* not from where the last lesson ended/,
    );
  });

  it('names an unknown lesson in one clear message', async () => {
    const lesson = await fixture<RyLesson>(
      '<ry-lesson game="chicago-express" lesson="nope"></ry-lesson>',
    );
    await until(() => lesson.shadowRoot!.querySelector('.problem'), 10_000, 'the problem');
    expect(lesson.shadowRoot!.querySelector('.problem')!.textContent).toMatch(/no lesson "nope"/);
  });

  it('leaves out its title with hide-title (a page whose heading names the lesson), keeping its label', async () => {
    const lesson = await opened(
      '<ry-lesson game="chicago-express" lesson="opening-auction" no-save hide-title></ry-lesson>',
    );
    expect(lesson.shadowRoot!.querySelector('h2')).toBeNull();
    expect(lesson.shadowRoot!.querySelector('section')!.getAttribute('aria-label')).toMatch(
      /^Lesson: /,
    );
    lesson.hideTitle = false;
    await lesson.updateComplete;
    expect(lesson.shadowRoot!.querySelector('h2')).not.toBeNull();
  });
});
