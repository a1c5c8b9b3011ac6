/**
 * The facts a choice relies on, beside the move controls (the rules' `choiceFacts`: your cash and
 * each share's minimum bid beside the shares you may offer, the shares you hold beside the hexes
 * you may develop), with a button that opens a board part showing them in full.
 */
import { html, nothing } from 'lit';
import type { AnyGameDefinition, ChoiceFact, GameMove } from '@railyard/rules';

/** Opens the board's part (a `<details>` is opened) and brings it into view. */
function openPart(from: EventTarget | null, name: string): void {
  const root = (from as Element | null)?.getRootNode() as ParentNode | undefined;
  const board = root?.querySelector('[part~="board"]');
  const part = board?.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!part) return;
  if (part instanceof HTMLDetailsElement) part.open = true;
  part.scrollIntoView({ block: 'start' });
  part.querySelector<HTMLElement>('summary')?.focus({ preventScroll: true });
}

function factsOf(game: AnyGameDefinition, view: unknown, moves: readonly GameMove[]): ChoiceFact[] {
  const seat = moves[0]?.player;
  if (seat === undefined || !game.choiceFacts) return [];
  try {
    return game.choiceFacts(view, moves, seat);
  } catch {
    // Facts are a help: a game that cannot tell them leaves the controls as they are.
    return [];
  }
}

/** A fact longer than this folds behind its label in a docked bar (a list of every town). */
const FOLD_OVER = 120;

/**
 * `fold`: the bar is docked at the bottom of the screen, where every line it grows takes one from
 * the map (on a phone Wild West Express's list of towns took 160 px of it): a long fact then opens
 * on demand. Under the map (a lesson) the page scrolls, and every fact shows in full.
 * `partShown`: the board holding a fact's part is drawn (else the fact keeps its words).
 */
export function choiceFactsTemplate(
  game: AnyGameDefinition,
  view: unknown,
  moves: readonly GameMove[],
  { fold = false, partShown = true }: { fold?: boolean; partShown?: boolean } = {},
) {
  const facts = factsOf(game, view, moves);
  if (!facts.length) return nothing;
  return html`<dl class="facts" part="facts" data-testid="choice-facts">
    ${facts.map(
      (fact) =>
        html`<div>
          <dt>${fact.label}</dt>
          <dd>
            ${
              // Docked, a fact that says what a board part shows is its button alone.
              fold && fact.part && partShown
                ? nothing
                : fold && fact.text.length > FOLD_OVER
                  ? html`<details class="long">
                      <summary>Show</summary>
                      ${fact.text}
                    </details>`
                  : fact.text
            }
            ${
              fact.part
                ? html`<button
                    type="button"
                    class="open-part"
                    @click=${(e: Event) => openPart(e.currentTarget, fact.part!)}
                  >
                    Open ${fact.partName ?? fact.part}
                  </button>`
                : nothing
            }
          </dd>
        </div>`,
    )}
  </dl>`;
}
