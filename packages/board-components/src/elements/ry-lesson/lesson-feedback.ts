/**
 * What `<ry-lesson>` answers to the learner's last move or hint: the words of a verdict (the side
 * panel and the step bar say it alike) and the side panel's feedback with the moves played.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { GameResult, HistoryEntry, IllegalMove } from '@railyard/rules';

/** What the panel beside the board says after the learner's last action. */
export type Feedback =
  | { kind: 'illegal'; error: IllegalMove }
  | { kind: 'missed'; text: string; rules: readonly string[] }
  | { kind: 'met' | 'complete'; said: string | null; entries: readonly HistoryEntry[] }
  | { kind: 'hint'; level: 1 | 2; text: string }
  | { kind: 'restarted' };

/** A verdict: the answer to a move or a hint (not the lesson's end or a restart). */
export type Verdict = Exclude<Feedback, { kind: 'complete' | 'restarted' }>;

/** A rule's link (or its name when the rules pages are not known). */
export type RuleLink = (rule: string | undefined) => TemplateResult | typeof nothing;

/** Several rules' links, told apart by a separator (run together they read as one title). */
export function ruleLinks(rules: readonly string[], link: RuleLink) {
  return rules.map(
    (rule, i) =>
      html`${i ? html`<span class="sep" aria-hidden="true"> · </span>` : nothing}${link(rule)}`,
  );
}

/** The class and the words of an answer. */
export function verdict(f: Verdict) {
  const [kind, label, text] =
    f.kind === 'illegal'
      ? ['bad', 'Not allowed.', f.error.reason]
      : f.kind === 'missed'
        ? ['miss', "That move is allowed, but it isn't what this step asks.", f.text]
        : f.kind === 'hint'
          ? ['hint', `Hint ${f.level}.`, f.text]
          : ['good', 'Well done.', f.said ?? ''];
  return [kind, html`<strong>${label}</strong> <span class="said">${text}</span>`] as const;
}

function entriesTemplate(entries: readonly HistoryEntry[], link: RuleLink) {
  if (entries.length === 0) return nothing;
  return html`<ul class="entries">
    ${entries.map(
      (entry) =>
        html`<li>
          ${entry.description}
          ${
            entry.events.length
              ? html`<ul>
                  ${entry.events.map((e) => html`<li class="event">${e.text} ${link(e.rule)}</li>`)}
                </ul>`
              : nothing
          }
        </li>`,
    )}
  </ul>`;
}

/** The side panel's answer (a live region): the verdict, its rule links, the moves played. */
export function feedbackTemplate(f: Feedback | null, link: RuleLink) {
  if (!f) return nothing;
  switch (f.kind) {
    case 'illegal':
      return html`<p class="verdict bad">${verdict(f)[1]}</p>
        ${link(f.error.rule)}`;
    case 'missed':
      return html`<p class="verdict miss">${verdict(f)[1]}</p>
        <p>The position is back where it was: try again.</p>
        <p class="rules">${ruleLinks(f.rules, link)}</p>`;
    case 'hint':
      return html`<p class="verdict hint">${verdict(f)[1]}</p>`;
    case 'restarted':
      return html`<p class="verdict">
        This lesson changed since you last played it, so it starts over.
      </p>`;
    default:
      return html`<p class="verdict good">
          <strong>${f.kind === 'complete' ? 'Lesson complete!' : 'Well done.'}</strong>
          ${f.said ?? ''}
        </p>
        ${entriesTemplate(f.entries, link)}`;
  }
}

/**
 * How a finished lesson's board ended: a game that goes on past the lesson (the other seats'
 * replies may have moved it to another phase), or a finished game with why it ended, who won
 * and what everyone finished with, from the rules' result.
 */
export function endWords(result: GameResult | null): string {
  if (!result)
    return "The board shows where it ended, after the others' replies: the game goes on, this lesson takes no more moves.";
  const ranked = [...result.standings].sort((a, b) => a.rank - b.rank);
  const score = (s: GameResult['standings'][number]) => s.scoreText ?? String(s.score);
  const winners = ranked.filter((s) => s.rank === 1);
  const won =
    winners.length > 1
      ? `${winners.map((s) => s.name).join(' and ')} share the win with ${score(winners[0]!)}`
      : `${winners[0]!.name} wins with ${score(winners[0]!)}`;
  const others = ranked.filter((s) => s.rank !== 1).map((s) => `${s.name} ${score(s)}`);
  return `${result.reason} ${won}${others.length ? `; then ${others.join(', ')}` : ''}.`;
}
