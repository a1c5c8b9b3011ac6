import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import type { GameMove } from '@railyard/rules';
import {
  concealView,
  drillSeed,
  type DrillQuestion,
  type DrillSet,
  type DrillVerdict,
} from '@railyard/rules/drills';
import { controls } from '../../shared/controls.js';
import { ruleTitle, ruleUrl } from '../../shared/rule-links.js';
import { theme } from '../../shared/theme.js';
import { lessonStyles } from '../ry-lesson/ry-lesson.styles.js';
import { drillStyles } from './ry-drill.styles.js';
import { loadDrills, whenBoard } from './drill-loaders.js';
import { RyDrillAnswerEvent } from './events.js';
import { findGame } from '../../shared/game-registry.js';
import type { RyIntentEvent } from '../../shared/events.js';
import { describePick, pickedPlace, placePicks, questionView } from './place-picks.js';

/** The verdict's sentence without its own "Right:" / "Not quite:" (the element says that in bold). */
function verdictRest(text: string): string {
  const rest = text.replace(/^(Right|Not quite)[:.,]?\s*/, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * A rule drill: a question the engine generates from a position of a seeded bot game, shown on
 * the real board (read-only, as the learner's seat sees it), answered with a number or by picking
 * places or options, and judged by the engine's own rules functions. The working and the rule
 * link follow the verdict; "Next question" moves on through the set (`seed`, `question`), which
 * `sync-url` keeps in the page's address so a drill set can be shared.
 *
 * @tagname ry-drill
 * @summary A rule drill: an engine-generated question on the real board, judged by the rules.
 * @event {RyDrillAnswerEvent} ry-drill-answer - The learner answered. `detail`: `game`, `kind`, `seed` (the question's), `answer`, `verdict` (`correct`, `text`, `missing`, `extra`).
 * @csspart question - The prompt.
 * @csspart answer - The answer form.
 * @csspart verdict - The verdict and working (a live region).
 * @csspart game - The `<ry-game>` drawing the position.
 */
export class RyDrill extends LitElement {
  static override styles = [theme, controls, lessonStyles, drillStyles];

  /** Game id (`chicago-express`). */
  @property({ reflect: true }) game = '';

  /** Drill kind id (`minimum-bid`); empty: each question's kind is drawn from its seed. */
  @property({ reflect: true }) kind = '';

  /** Seed of the drill set: the same seed gives the same questions everywhere. */
  @property({ reflect: true }) seed = 'railyard';

  /** Index of the question within the set (from 0); "Next question" adds one. */
  @property({ type: Number, reflect: true }) question = 0;

  /** Leaves out the kind's title (a host page whose own heading names the drill). */
  @property({ type: Boolean, attribute: 'hide-title' }) hideTitle = false;

  /** Base of rule links (`/docs`); empty for site-relative links. */
  @property({ attribute: 'rule-base' }) ruleBase = '';

  /** Reads `seed` and `q` from the page's address at start and writes them back on "Next question". */
  @property({ type: Boolean, attribute: 'sync-url' }) syncUrl = false;

  @state() private current: DrillQuestion | null = null;
  @state() private verdict: DrillVerdict | null = null;
  @state() private problem = '';
  @state() private picked: string[] = [];
  private set: DrillSet | null = null;
  private token = 0;
  /** The picks and view of a places question on the board (null: no board, the list stands in). */
  private onBoard: { picks: GameMove[]; view: unknown; tag: string } | null = null;

  /** The question shown (null while loading). */
  get drill(): DrillQuestion | null {
    return this.current;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.syncUrl && typeof location !== 'undefined') {
      const params = new URLSearchParams(location.search);
      const seed = params.get('seed');
      const index = Number(params.get('q'));
      if (seed) this.seed = seed;
      if (Number.isInteger(index) && index > 0) this.question = index - 1;
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (['game', 'kind', 'seed', 'question'].some((key) => changed.has(key as keyof RyDrill)))
      void this.generate();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('current' as keyof RyDrill) || !this.current) return;
    // A new question starts with an empty field (walkthrough 5 #12: the field is kept from one
    // question to the next, so the last answer stood in it), ready to type in after "Next".
    const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="number"]');
    if (input) input.value = '';
    // "Next" went with the old question: focus comes to the new one's first answer control (a
    // places question on the board has none in the form: its question, so the keys stay here).
    if (this.focusAnswer) {
      const first =
        input ??
        this.renderRoot.querySelector<HTMLElement>(
          'form[part="answer"] :is(input, select, button):not(:disabled)',
        ) ??
        this.renderRoot.querySelector<HTMLElement>('[part="question"]');
      if (first && !first.matches('input, select, button')) first.tabIndex = -1;
      first?.focus();
    }
    this.focusAnswer = false;
  }

  private async generate(): Promise<void> {
    const token = ++this.token;
    this.verdict = null;
    this.picked = [];
    this.problem = '';
    if (!this.game) return;
    try {
      if (!this.set || this.set.game.id !== this.game) this.set = await loadDrills(this.game);
      if (token !== this.token) return;
      const seed = drillSeed(this.seed, this.question);
      this.current = this.set.generate(this.kind || undefined, seed);
      this.onBoard = this.boardFor(this.current);
      // A board that would print the answer is drawn only with it concealed: wait for it.
      const question = this.current;
      if (!this.onBoard && question.conceals)
        void whenBoard(question.game).then(() => {
          if (this.current !== question) return;
          this.onBoard = this.boardFor(question);
          this.requestUpdate();
        });
    } catch (error) {
      if (token === this.token) {
        // No question to focus: a later one must not take the focus unasked.
        this.focusAnswer = false;
        this.current = null;
        this.problem = (error as Error).message;
      }
    }
  }

  /** Judges an answer (a number or text such as "$40", or ids) as if the learner gave it. */
  answer(given: number | string | readonly string[]): DrillVerdict | null {
    const question = this.current;
    if (!question) return null;
    this.verdict = question.check(given);
    const answer = typeof given === 'string' ? given : given;
    this.dispatchEvent(
      new RyDrillAnswerEvent({
        game: this.game,
        kind: question.kind,
        seed: question.seed,
        answer: typeof answer === 'string' ? [answer] : answer,
        verdict: this.verdict,
      }),
    );
    return this.verdict;
  }

  /** "Next question" was pressed: the new question's answer field takes the focus. */
  private focusAnswer = false;

  /** Moves on to the next question of the set. */
  next(): void {
    this.focusAnswer = true;
    this.question += 1;
    if (this.syncUrl && typeof history !== 'undefined') {
      const url = new URL(location.href);
      url.searchParams.set('seed', this.seed);
      url.searchParams.set('q', String(this.question + 1));
      history.replaceState(history.state, '', url);
    }
  }

  private submit(event: Event): void {
    event.preventDefault();
    const question = this.current;
    if (!question) return;
    if (question.ask.type === 'number') {
      const input = this.renderRoot.querySelector<HTMLInputElement>('input[name="number"]');
      const text = input?.value.trim() ?? '';
      if (!text) return;
      this.answer(text);
    } else this.answer(this.picked);
  }

  /**
   * A places question is answered on the game's board when that board is loaded; a question
   * whose answer the board would print shows the board with those fields unknown.
   */
  private boardFor(question: DrillQuestion): RyDrill['onBoard'] {
    const tag = findGame(question.game)?.boardTag;
    const places = question.ask.type === 'places';
    if ((!places && !question.conceals) || !tag || !customElements.get(tag) || !this.set)
      return null;
    const seen = questionView(question, this.set.game);
    const view = question.conceals ? concealView(seen, question.conceals) : seen;
    return { picks: places ? placePicks(question) : [], view, tag };
  }

  /** A place picked on the board goes in or out of the answer. */
  private readonly onPick = (event: Event) => {
    event.stopPropagation();
    const id = pickedPlace((event as RyIntentEvent).detail.move);
    // Only a pick as offered (a click beside the offered places may send another shape).
    const offered = this.onBoard?.picks.some(
      (pick) => JSON.stringify(pick) === JSON.stringify((event as RyIntentEvent).detail.move),
    );
    if (id === null || !offered || this.verdict) return;
    this.toggle(id, false, !this.picked.includes(id));
  };

  private toggle(id: string, single: boolean, on: boolean): void {
    if (single) this.picked = on ? [id] : [];
    else this.picked = on ? [...this.picked, id] : this.picked.filter((p) => p !== id);
  }

  private ruleLink(rule: string) {
    const sections = this.set?.game.ruleSections;
    const href = ruleUrl(rule, sections, this.ruleBase);
    const title = ruleTitle(rule, sections);
    return href
      ? html`<a class="rule" href=${href}>Rule: ${title}</a>`
      : html`<span class="rule">Rule: ${title}</span>`;
  }

  private formTemplate(question: DrillQuestion) {
    const ask = question.ask;
    const done = this.verdict !== null;
    let input;
    if (ask.type === 'number') {
      const label =
        ask.unit === 'money' ? 'Amount in dollars' : ask.unit === 'points' ? 'Points' : 'Number';
      input = html`<label
        >${label}
        <input
          name="number"
          inputmode="numeric"
          autocomplete="off"
          ?disabled=${done}
          data-testid="drill-number"
      /></label>`;
    } else if (ask.type === 'places' && this.onBoard) {
      const labels = new Map(ask.among.map((o) => [o.id, o.label]));
      input = html`<div class="picked" data-testid="drill-picked">
        <p>
          Pick every ${ask.place === 'node' ? 'place' : ask.place} that is right on the board
          (click, or Tab to the map and press Enter); pick one again to take it out.
        </p>
        <p>
          Your answer:
          ${this.picked.length ? this.picked.map((id) => labels.get(id) ?? id).join(', ') : 'nothing picked yet'}
        </p>
      </div>`;
    } else {
      const single = ask.type === 'choice' && !ask.multiple;
      const options = ask.type === 'choice' ? ask.choices : ask.among;
      const legend =
        ask.type === 'places'
          ? `Pick every ${ask.place === 'node' ? 'place' : ask.place} that is right`
          : single
            ? 'Pick one'
            : 'Pick every one that is right';
      input = html`<fieldset class="options ${options.length > 12 ? 'long' : ''}" ?disabled=${done}>
        <legend>${legend}</legend>
        ${options.map(
          (o) =>
            html`<label
              ><input
                type=${single ? 'radio' : 'checkbox'}
                name="option"
                value=${o.id}
                .checked=${this.picked.includes(o.id)}
                @change=${(e: Event) => this.toggle(o.id, single, (e.target as HTMLInputElement).checked)}
              />
              ${o.label}</label
            >`,
        )}
      </fieldset>`;
    }
    return html`<form part="answer" @submit=${this.submit}>
      ${input}
      <div class="buttons">
        ${
          done
            ? html`<button type="button" class="primary" @click=${() => this.next()}>
                Next question
              </button>`
            : html`<button type="submit" class="primary">Check my answer</button>`
        }
      </div>
    </form>`;
  }

  private verdictTemplate(question: DrillQuestion) {
    const v = this.verdict;
    if (!v) return nothing;
    return html`<p class="verdict ${v.correct ? 'good' : 'bad'}">
        <strong>${v.correct ? 'Right.' : 'Not quite.'}</strong> ${verdictRest(v.text)}
      </p>
      <p>How it works out:</p>
      <ol class="working">
        ${question.explanation.steps.map((line) => html`<li>${line}</li>`)}
      </ol>
      <p class="taught">${question.explanation.rules.map((rule) => this.ruleLink(rule))}</p>`;
  }

  private boardTemplate(question: DrillQuestion) {
    const board = this.onBoard;
    // Never the whole position while the answer is asked for: the board loads first.
    if (!board && question.conceals && !this.verdict)
      return html`<p class="loading">Drawing the board…</p>`;
    // Once answered, the whole position (concealed fields too) is the working's picture.
    if (!board || (question.ask.type !== 'places' && this.verdict))
      return html`<ry-game
        part="game"
        mode="static"
        .record=${question.record}
        viewer=${String(question.seat)}
        rule-base=${this.ruleBase}
      ></ry-game>`;
    const tag = unsafeStatic(board.tag);
    if (question.ask.type !== 'places')
      return staticHtml`<${tag} part="game" .view=${board.view} .legalMoves=${[]}></${tag}>`;
    return staticHtml`<${tag} part="game" .view=${board.view} .legalMoves=${this.verdict ? [] : board.picks}
      ?interactive=${!this.verdict} .spotlight=${this.verdict ? question.answer : this.picked}
      .describeMove=${describePick(question.ask.among, this.picked)} @ry-intent=${this.onPick}></${tag}>`;
  }

  override render() {
    if (this.problem) return html`<p class="problem" role="alert">${this.problem}</p>`;
    const question = this.current;
    if (!question) return html`<p class="loading">Preparing a question…</p>`;
    const kind = this.set?.kinds.find((k) => k.id === question.kind);
    return html`<section class="drill" aria-label="Drill">
      <header>
        ${this.hideTitle ? nothing : html`<h2>${kind?.title ?? question.kind}</h2>`}
        <div class="progress">
          <span data-testid="drill-number-in-set">Question ${this.question + 1}</span>
        </div>
        <p class="task" part="question" data-testid="drill-prompt">${question.prompt}</p>
      </header>
      <div class="body">
        <div class="board">${this.boardTemplate(question)}</div>
        <aside class="side">
          ${this.formTemplate(question)}
          <div
            class="feedback ${this.verdict ? '' : 'idle'}"
            part="verdict"
            role="status"
            aria-live="polite"
            data-testid="drill-verdict"
          >
            ${this.verdictTemplate(question)}
          </div>
        </aside>
      </div>
    </section>`;
  }
}
