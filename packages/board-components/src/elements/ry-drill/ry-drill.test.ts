/**
 * <ry-drill> with Chicago Express's drills: the engine's question on the board, a right and a
 * wrong answer judged by the drill's own check, and the next question of the seeded set.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { drillSeed, wrongAnswer } from '@railyard/rules/drills';
import { drills } from '@railyard/rules/drills/chicago-express';
import './ry-drill.js';
import type { RyDrill } from './ry-drill.component.js';
import type { RyDrillAnswerEvent } from './events.js';
import { whenBoard } from './drill-loaders.js';
import { registerGame } from '../../shared/game-registry.js';
import { chicagoExpress } from '@railyard/rules/chicago-express';
import { axeViolations, cleanup, collect, fixture, until } from '../../test-support/fixture.js';

import.meta.glob('../../boards/*/game.ts', { eager: true });

const part = (drill: RyDrill, id: string) =>
  drill.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function answerNumber(drill: RyDrill, value: number): Promise<void> {
  const input = part(drill, 'drill-number') as HTMLInputElement;
  await userEvent.fill(input, String(value));
  await userEvent.click(drill.shadowRoot!.querySelector<HTMLElement>('button[type="submit"]')!);
  await drill.updateComplete;
}

describe('<ry-drill>', () => {
  afterEach(cleanup);

  it('chicago-express:minimum-bid: judges a right and a wrong answer with the engine, and moves on through the seeded set', async () => {
    const drill = await fixture<RyDrill>(
      '<ry-drill game="chicago-express" kind="minimum-bid" seed="unit"></ry-drill>',
    );
    await until(() => part(drill, 'drill-prompt'), 15_000, 'the question');
    const answers = collect<RyDrillAnswerEvent>(drill, 'ry-drill-answer');
    const first = drills.generate('minimum-bid', drillSeed('unit', 0));
    expect(part(drill, 'drill-prompt')!.textContent).toBe(first.prompt);
    await answerNumber(drill, first.answer as number);
    expect(part(drill, 'drill-verdict')!.textContent).toMatch(/Right\./);
    expect(drill.shadowRoot!.querySelector('.working li')).not.toBeNull();
    expect(answers[0]!.detail.verdict.correct).toBe(true);
    expect(await axeViolations(drill)).toEqual([]);

    await userEvent.click(drill.shadowRoot!.querySelector<HTMLElement>('button.primary')!);
    const second = drills.generate('minimum-bid', drillSeed('unit', 1));
    await until(
      () => part(drill, 'drill-prompt')?.textContent === second.prompt,
      15_000,
      'the next question',
    );
    // The new question's field is empty and has the focus (walkthrough 5 #12: the last answer
    // stayed in it).
    const field = part(drill, 'drill-number') as HTMLInputElement;
    await drill.updateComplete;
    expect(field.value).toBe('');
    expect(drill.shadowRoot!.activeElement).toBe(field);
    await answerNumber(drill, wrongAnswer(second) as number);
    expect(part(drill, 'drill-verdict')!.textContent).toMatch(/Not quite\./);
    expect(part(drill, 'drill-verdict')!.textContent).not.toMatch(/Not quite.*Not quite/);
    expect(answers[1]!.detail.verdict.correct).toBe(false);
  });

  it('chicago-express:minimum-bid: the board does not print the answer (each share\'s next minimum bid is "?") until the learner has answered', async () => {
    const drill = await fixture<RyDrill>(
      '<ry-drill game="chicago-express" kind="minimum-bid" seed="unit"></ry-drill>',
    );
    const first = drills.generate('minimum-bid', drillSeed('unit', 0));
    const board = () =>
      drill.shadowRoot!.querySelector<HTMLElement>('ry-chicago-express-board[part="game"]');
    const minimumBids = (root: ParentNode) =>
      [...root.querySelectorAll('dt')]
        .filter((dt) => dt.textContent!.trim() === 'Next minimum bid')
        .map((dt) => dt.nextElementSibling!.textContent!.trim());
    await until(() => board()?.shadowRoot?.querySelector('dt'), 15_000, 'the board');
    const shown = minimumBids(board()!.shadowRoot!);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((text) => text === '?')).toBe(true);
    expect(board()!.shadowRoot!.textContent!.replace(/\s+/g, ' ')).not.toContain(
      `Next minimum bid $${first.answer}`,
    );
    // Answered: the whole position, the minimum bids too, beside the working.
    await answerNumber(drill, first.answer as number);
    const game = () => drill.shadowRoot!.querySelector('ry-game');
    await until(
      () => game()?.shadowRoot?.querySelector('[part~="board"]')?.shadowRoot?.querySelector('dt'),
      15_000,
      'the answered position',
    );
    const after = minimumBids(game()!.shadowRoot!.querySelector('[part~="board"]')!.shadowRoot!);
    expect(after).toContain(`$${first.answer}`);
  });

  it('waits for a game whose board registers after the question (a page loading the drill first)', async () => {
    let ready = false;
    const waiting = whenBoard('late-game').then(() => (ready = true));
    await new Promise((resume) => setTimeout(resume, 20));
    expect(ready).toBe(false);
    registerGame({ ...chicagoExpress, id: 'late-game' } as never, 'ry-late-game-board');
    await new Promise((resume) => setTimeout(resume, 20));
    // Registered, but its element is not defined yet: still waiting.
    expect(ready).toBe(false);
    customElements.define('ry-late-game-board', class extends HTMLElement {});
    await waiting;
    expect(ready).toBe(true);
  });

  it('chicago-express:connected-networks: a places question is answered by picking hexes on the board (click and Enter), and judged by the engine', async () => {
    const drill = await fixture<RyDrill>(
      '<ry-drill game="chicago-express" kind="build-targets" seed="unit"></ry-drill>',
    );
    await until(() => part(drill, 'drill-picked'), 15_000, 'the question on the board');
    const question = drills.generate('build-targets', drillSeed('unit', 0));
    const answer = question.answer as readonly string[];
    expect(answer.length).toBeGreaterThan(0);
    const board = drill.shadowRoot!.querySelector<HTMLElement>('[part="game"]')!;
    const space = (id: string) =>
      board.shadowRoot!.querySelector<SVGElement>(`[data-space="${id}"] [data-space-index]`)!;
    // No list of places stands in for the board.
    expect(drill.shadowRoot!.querySelector('fieldset')).toBeNull();
    // A wrong hex first, taken out again with Enter; then every hex of the answer.
    const wrong = (question.ask.type === 'places' ? question.ask.among : []).find(
      (o) => !answer.includes(o.id),
    )!;
    space(wrong.id).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await drill.updateComplete;
    expect(part(drill, 'drill-picked')!.textContent).toContain(wrong.label);
    space(wrong.id).focus();
    await userEvent.keyboard('{Enter}');
    await drill.updateComplete;
    expect(part(drill, 'drill-picked')!.textContent).not.toContain(wrong.label);
    for (const id of answer) {
      space(id).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await drill.updateComplete;
    }
    await userEvent.click(drill.shadowRoot!.querySelector<HTMLElement>('button[type="submit"]')!);
    await drill.updateComplete;
    expect(part(drill, 'drill-verdict')!.textContent).toMatch(/Right\./);
    expect(await axeViolations(drill)).toEqual([]);
  });
});
