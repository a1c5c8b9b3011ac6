/**
 * How a finished lesson says the board ended (walkthrough 3 #16, #17): a game going on past the
 * lesson, or the rules' result with why the game ended, the winner and everyone's final money.
 */
import { describe, expect, it } from 'vitest';
import { LessonRunner, loadLessonPath } from '@railyard/rules';
import { html, render } from 'lit';
import { endWords, feedbackTemplate } from './lesson-feedback.js';

/** A lesson played to its end with the second hint's move at each step. */
async function finished(game: string, lesson: (ids: string[]) => string) {
  const path = await loadLessonPath(game);
  const runner = LessonRunner.start(path, lesson(path.lessons.map((l) => l.id)));
  while (!runner.complete) runner.try(runner.hint(2)!.move!);
  return runner;
}

describe('a finished lesson’s words', () => {
  it('chicago-express:end-conditions: the last lesson says why the game ended, who won with how much, and the others’ money', async () => {
    const runner = await finished('chicago-express', (ids) => ids.at(-1)!);
    const result = runner.session.result()!;
    expect(result).not.toBeNull();
    const words = endWords(result);
    expect(words).toContain(result.reason.slice(0, 40));
    const ranked = [...result.standings].sort((a, b) => a.rank - b.rank);
    expect(words).toContain(`${ranked[0]!.name} wins with ${ranked[0]!.scoreText}`);
    for (const s of ranked.slice(1)) expect(words).toContain(`${s.name} ${s.scoreText}`);
  });

  it('a lesson ending mid-game says the game would go on and the lesson takes no more moves', async () => {
    const runner = await finished('chicago-express', (ids) => ids[0]!);
    expect(runner.session.result()).toBeNull();
    expect(endWords(null)).toMatch(/the game goes on, this lesson takes no more moves/);
  });
});

describe('a missed goal’s rule links', () => {
  it('are told apart by a separator (walkthrough 4 #5: “…minimum bidsRule: …” ran together)', () => {
    const box = document.createElement('div');
    const link = (rule: string | undefined) => html`<a class="rule" href="#">Rule: ${rule}</a>`;
    render(
      feedbackTemplate({ kind: 'missed', text: 'Not this one.', rules: ['first', 'second'] }, link),
      box,
    );
    const text = box.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Rule: first · Rule: second');
  });
});
