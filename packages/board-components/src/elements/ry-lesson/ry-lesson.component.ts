import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  applyMove,
  LessonRunner,
  loadLessonPath,
  type GameMove,
  type LessonPath,
  type LessonProgress,
  type StepFocus,
  type TryResult,
} from '@railyard/rules';
import type { RyIntentEvent, RyMoveRequestEvent } from '../../shared/events.js';
import { ruleTitle, ruleUrl } from '../../shared/rule-links.js';
import { RyLessonCompleteEvent, RyLessonStepEvent } from './events.js';
import { loadPathProgress, saveLessonProgress } from './progress-store.js';
import { controls } from '../../shared/controls.js';
import { theme } from '../../shared/theme.js';
import { lessonStyles } from './ry-lesson.styles.js';
import { endWords, feedbackTemplate, type Feedback } from './lesson-feedback.js';
import { StepBar } from './step-bar.js';
import { calloutTemplate, placeCallout, usedControl } from './answer-callout.js';

/**
 * A guided lesson: the learner plays one move a step on the real board (the same `<ry-game>` a
 * game uses, with its controls, keyboard and screen reader support), and the engine judges it.
 * An illegal move gets the engine's refusal and rule link; a legal move that misses the step's goal
 * gets the step's explanation and the position stays; a met goal plays the other seats' replies.
 * Progress is saved in localStorage per game and lesson (with the lesson's version) and resumes
 * after a reload; a lesson of a newer version starts over.
 *
 * @tagname ry-lesson
 * @summary A guided lesson played on the real board, judged by the engine.
 * @event {RyLessonStepEvent} ry-lesson-step - The learner met a step's goal. `detail`: `game`, `lesson`, `step` (index met), `total`, `progress`.
 * @event {RyLessonCompleteEvent} ry-lesson-complete - The learner met the last step's goal. `detail`: `game`, `lesson`, `progress`.
 * @slot complete - Shown when the lesson is complete (e.g. a link to the next lesson).
 * @csspart header - Title, step counter and task.
 * @csspart progress - The step k of n indicator.
 * @csspart task - What the current step asks.
 * @csspart feedback - The answer to the learner's last move or hint (a live region).
 * @csspart step-bar - The step and the last answer again, pinned to the bottom of the screen near the controls.
 * @csspart callout - The answer to a refused or missed move, beside the control or space used.
 * @csspart game - The `<ry-game>` drawing the position.
 * @csspart done - The note shown once the lesson is complete (with the `complete` slot).
 * @cssproperty --ry-lesson-sticky-top - Where the "earlier position" note sticks (a host's fixed header height); default 0.
 */
export class RyLesson extends LitElement {
  static override styles = [theme, controls, lessonStyles];

  /** Game id (`chicago-express`). */
  @property({ reflect: true }) game = '';

  /** Lesson id within the game's path (`opening-auction`). */
  @property({ reflect: true }) lesson = '';

  /** Base of rule links (`/docs`); empty for site-relative links. */
  @property({ attribute: 'rule-base' }) ruleBase = '';

  /** Leaves out the lesson's title (a host page whose own heading names the lesson). */
  @property({ type: Boolean, attribute: 'hide-title' }) hideTitle = false;

  /** Keep no progress in localStorage (the lesson still plays). */
  @property({ type: Boolean, attribute: 'no-save' }) noSave = false;

  @state() private runner: LessonRunner | null = null;
  @state() private feedback: Feedback | null = null;
  @state() private problem = '';
  /** Map spaces a hint points out (hint 1: where to look; hint 2: the move's places). */
  @state() private marks: readonly string[] = [];
  /** The position the hint's marks belong to (they go when the step or position changes). */
  private marksAt = '';
  /** The position where the second hint showed a move: only then does the map frame its places. */
  private moveShownAt = '';
  /** The learner scrubbed the move list back: the position shown is an older one. */
  @state() private scrubbed = false;
  /** The part of the board a hint points to when its move is not on the map (a dial, a company). */
  @state() private pointer = '';
  private readonly stepBar = new StepBar(this);
  private focusMemo: { key: string; focus: StepFocus } | null = null;
  /** The control or map space the learner used last (a refusal or a miss is answered there). */
  private usedLast: Element | null = null;
  /** Where the answer to the last move is shown beside the control (null: in the step bar). */
  @state() private answerAt: Element | null = null;
  private placedFor: Feedback | null = null;
  /** Bumped after every change of the runner (its session is redrawn by `<ry-game>` itself). */
  @state() private revision = 0;
  private path: LessonPath | null = null;
  private given: unknown = undefined;
  private loadToken = 0;

  /**
   * The lesson's progress as plain JSON (`LessonProgress`, with the lesson's version). Setting it
   * resumes from it (an older version or unreadable progress starts the lesson over).
   */
  @property({ attribute: false, noAccessor: true })
  get progress(): LessonProgress | undefined {
    return this.runner?.progress() as LessonProgress | undefined;
  }

  set progress(value: unknown) {
    this.given = value;
    if (this.path) this.open(this.path, value);
    this.requestUpdate('progress');
  }

  /** The step waiting for the learner (null when complete or not loaded). */
  get step() {
    return this.runner?.step ?? null;
  }

  /** Starts the lesson over and forgets its saved progress. */
  reset(): void {
    if (!this.runner || !this.path) return;
    this.runner.reset();
    this.feedback = null;
    this.answerAt = null;
    this.stepBar.cancelReveal();
    this.marks = [];
    this.pointer = '';
    this.forgetPosition();
    this.save();
    this.revision++;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('game') || changed.has('lesson')) void this.load();
  }

  /** Places a new answer's callout once (later redraws keep it where it is). */
  protected override updated(): void {
    // The control used went with the board's redraw (a map space's list of moves closes as it
    // sends the move): the step bar says the answer whole instead of a callout tied to nothing.
    if (this.answerAt && !this.answerAt.isConnected) {
      this.answerAt = null;
      return;
    }
    const callout = this.renderRoot.querySelector<HTMLElement>('.callout');
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    if (!callout || !board || !this.answerAt || this.placedFor === this.feedback) return;
    this.placedFor = this.feedback;
    const bar = this.renderRoot.querySelector('.step-bar')?.getBoundingClientRect().height ?? 0;
    placeCallout(callout, this.answerAt, board, bar);
  }

  private async load(): Promise<void> {
    const token = ++this.loadToken;
    this.runner = null;
    this.problem = '';
    if (!this.game || !this.lesson) return;
    try {
      const path = await loadLessonPath(this.game);
      if (token !== this.loadToken) return;
      this.path = path;
      const saved =
        this.given !== undefined
          ? this.given
          : this.noSave
            ? undefined
            : loadPathProgress(path).lessons[this.lesson];
      this.open(path, saved);
    } catch (error) {
      if (token === this.loadToken) this.problem = (error as Error).message;
    }
  }

  private open(path: LessonPath, saved: unknown): void {
    try {
      this.runner = LessonRunner.start(path, this.lesson, saved ? { progress: saved } : {});
      this.feedback = this.runner.restarted && saved ? { kind: 'restarted' } : null;
      this.answerAt = null;
      this.stepBar.cancelReveal();
      this.marks = [];
      this.pointer = '';
      this.forgetPosition();
      this.problem = '';
      this.revision++;
    } catch (error) {
      this.problem = (error as Error).message;
    }
  }

  private save(): void {
    if (this.noSave || !this.runner || !this.path) return;
    saveLessonProgress(this.path, this.runner.progress() as LessonProgress);
  }

  /** Before `<ry-game>` handles a board's move: an illegal one is told here too (with its rule). */
  private readonly onIntentCapture = (event: Event) => {
    const runner = this.runner;
    if (!runner) return;
    const move = (event as RyIntentEvent).detail.move;
    const checked = applyMove(runner.game, runner.session.state, move);
    if (!checked.ok) this.answered({ kind: 'illegal', error: checked.error });
  };

  /** "×" on the callout: focus goes back to the control used (it would fall to the page). */
  private closeCallout(): void {
    const used = this.answerAt as (Element & { focus?: (o?: FocusOptions) => void }) | null;
    this.answerAt = null;
    used?.focus?.({ preventScroll: true });
  }

  /** A refusal or a miss: said beside the control used when it is still on the page. */
  private answered(feedback: Feedback): void {
    this.feedback = feedback;
    this.stepBar.cancelReveal();
    this.answerAt = this.usedLast?.isConnected ? this.usedLast : null;
  }

  private readonly onUsed = (event: Event) => {
    this.usedLast = usedControl(event);
    // The learner moves on (a press anywhere on the board but the callout): the callout goes, so
    // it never hides the next target (walkthrough 6); a new answer brings a new one.
    const inCallout = event
      .composedPath()
      .some((node) => (node as Element).classList?.contains('callout'));
    if (event.type === 'pointerdown' && this.answerAt && !inCallout) this.answerAt = null;
  };

  /** Every legal move of the learner goes to the runner instead of straight to the session. */
  private readonly onMoveRequest = (event: Event) => {
    const request = event as RyMoveRequestEvent;
    if (!this.runner || request.detail.bot) return;
    request.preventDefault();
    this.judge(request.detail.move);
  };

  private judge(move: GameMove): void {
    const runner = this.runner!;
    const result: TryResult = runner.try(move);
    if (result.kind === 'illegal') this.answered({ kind: 'illegal', error: result.error });
    else if (result.kind === 'missed')
      this.answered({ kind: 'missed', text: result.explanation, rules: result.rules });
    else {
      this.answerAt = null;
      this.marks = [];
      this.pointer = '';
      const entries = [...(result.played ? [result.played] : []), ...result.replies];
      this.feedback = { kind: result.kind, said: result.said, entries };
      this.save();
      const progress = runner.progress() as LessonProgress;
      const detail = { game: this.game, lesson: this.lesson, progress };
      const total = runner.lesson.steps.length;
      const step = result.kind === 'met' ? result.step : total - 1;
      if (result.played) this.dispatchEvent(new RyLessonStepEvent({ ...detail, step, total }));
      // The next step's control in view: the map when its move is made there (its places are
      // known), else the move controls under it.
      if (result.kind === 'met') void this.stepBar.revealNext(this.stepFocus().move.length > 0);
      if (result.kind === 'complete' && result.played) {
        this.dispatchEvent(new RyLessonCompleteEvent(detail));
        // The learner's eyes are on the board: the note saying the lesson is over comes to them.
        void this.updateComplete.then(() =>
          this.renderRoot.querySelector('.done')?.scrollIntoView({ block: 'center' }),
        );
      }
    }
    this.revision++;
  }

  private showHint(level: 1 | 2): void {
    const hint = this.runner?.hint(level);
    if (!hint) return;
    this.feedback = { kind: 'hint', level, text: hint.text };
    this.answerAt = null;
    const focus = this.stepFocus();
    // Hint 1 marks where to look (the places the step names, a company's network, the part of
    // the board it is about: the dials); hint 2 the move's own places.
    const look = [...new Set([...focus.named, ...focus.marked])];
    this.marks = level === 1 ? look : focus.move.length ? focus.move : look;
    this.marksAt = this.positionKey();
    if (level === 2) this.moveShownAt = this.marksAt;
    // A move off the map (a dial, a company) is pointed out where the board draws it.
    this.pointer =
      level === 1
        ? focus.part
        : focus.move.length || !hint.move
          ? ''
          : this.pointerTo(hint.move) || focus.part;
    if (this.pointer) void this.revealPointer();
  }

  /**
   * A JSON pointer to the view's object a move names (`/dials/1` for the action it chooses,
   * `/companies/0` for the company it offers): the first array of the view whose item has that id.
   */
  private pointerTo(move: GameMove): string {
    const runner = this.runner!;
    const view = runner.session.view(runner.seat) as Record<string, unknown>;
    const values = Object.entries(move)
      .filter(([key, value]) => key !== 'type' && key !== 'player' && typeof value === 'string')
      .map(([, value]) => value);
    for (const value of values)
      for (const [key, list] of Object.entries(view ?? {})) {
        if (!Array.isArray(list)) continue;
        const index = list.findIndex((item) => (item as { id?: unknown } | null)?.id === value);
        if (index >= 0) return `/${key}/${index}`;
      }
    return '';
  }

  /** Scrolls the board's highlighted part into view once it is drawn. */
  private async revealPointer(): Promise<void> {
    await this.updateComplete;
    const game = this.renderRoot.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>(
      'ry-game',
    );
    await game?.updateComplete;
    const board = game?.shadowRoot?.querySelector<
      HTMLElement & { updateComplete?: Promise<unknown> }
    >('[part="board"]');
    await board?.updateComplete;
    board?.shadowRoot?.querySelector('.highlight')?.scrollIntoView({ block: 'nearest' });
  }

  private positionKey(): string {
    const runner = this.runner;
    return runner ? `${runner.stepNumber}/${runner.session.moveCount}` : '';
  }

  /** A new or restarted lesson: no earlier position shown, nothing remembered of the last one. */
  private forgetPosition(): void {
    this.scrubbed = false;
    this.focusMemo = null;
    this.marksAt = '';
    this.moveShownAt = '';
  }

  /** The places the waiting step is about (worked out once a position). */
  private stepFocus(): StepFocus {
    const runner = this.runner;
    if (!runner) return { named: [], marked: [], part: '', move: [], near: [] };
    const key = this.positionKey();
    if (this.focusMemo?.key !== key) this.focusMemo = { key, focus: runner.focus() };
    return this.focusMemo.focus;
  }

  /** The move list showed an older position, or the latest again. */
  private readonly onScrub = () => {
    this.scrubbed = this.runner?.session.isViewingHistory ?? false;
  };

  private backToLesson(): void {
    this.runner?.session.jumpTo(null);
    this.scrubbed = false;
  }

  /** A rule's link; `unseen` in the panel whose words only the step bar shows (no tab stop). */
  private ruleLink(rule: string | undefined, unseen = false) {
    if (!rule) return nothing;
    const sections = this.runner?.game.ruleSections;
    const href = ruleUrl(rule, sections, this.ruleBase);
    const title = ruleTitle(rule, sections);
    return href
      ? html`<a class="rule" href=${href} tabindex=${unseen ? '-1' : nothing}>Rule: ${title}</a>`
      : html`<span class="rule">Rule: ${title}</span>`;
  }

  /** What decided a finished game (walkthrough 5 #18: finishing last with no word why). */
  private outcomeTemplate(outcome: string | null) {
    return outcome
      ? html`<p class="outcome" data-testid="lesson-outcome">
          <strong>What decided it:</strong> ${outcome}
        </p>`
      : nothing;
  }

  override render() {
    if (this.problem) return html`<p class="problem" role="alert">${this.problem}</p>`;
    const runner = this.runner;
    if (!runner) return html`<p class="loading">Loading the lesson…</p>`;
    void this.revision;
    const step = runner.step;
    const total = runner.lesson.steps.length;
    const done = runner.complete;
    const focus = this.stepFocus();
    // The move's places join the frame only once the second hint showed it: before that they
    // would give the answer away.
    const moveShown = this.moveShownAt === this.positionKey();
    const hinted = this.marksAt === this.positionKey();
    // A hint's marks (a company's network) join the frame once shown.
    const zoomTo = [
      ...focus.named,
      ...(hinted ? this.marks : []),
      ...(moveShown ? focus.move : []),
    ];
    const counter = done ? `All ${total} steps done` : `Step ${step!.index + 1} of ${total}`;
    // A refusal, a miss or a hint is shown once, in the step bar by the controls; this panel
    // keeps announcing it (a live region) and shows what a met goal played.
    const kind = this.feedback?.kind;
    const echoed = !!step && (kind === 'illegal' || kind === 'missed' || kind === 'hint');
    return html`<section class="lesson" aria-label=${`Lesson: ${runner.lesson.title}`}>
      <header part="header">
        ${this.hideTitle ? nothing : html`<h2>${runner.lesson.title}</h2>`}
        <div class="progress" part="progress">
          <progress max=${total} value=${runner.stepNumber} aria-hidden="true"></progress>
          <span data-testid="lesson-progress">${counter}</span>
        </div>
        ${
          this.path && this.path.lessons.findIndex((l) => l.id === runner.lesson.id) > 0
            ? html`<p class="prepared" data-testid="lesson-prepared">
                This lesson starts from a prepared position of its own, not from where the last
                lesson ended.
              </p>`
            : nothing
        }
        ${
          step
            ? html`<p class="task" part="task" data-testid="lesson-task">${step.task}</p>
                <p class="taught">${step.rules.map((rule) => this.ruleLink(rule))}</p>`
            : html`<div class="done" part="done" data-testid="lesson-done">
                <p>
                  <strong>Lesson complete.</strong>
                  ${endWords(runner.session.result())}
                </p>
                ${this.outcomeTemplate(runner.outcome())}
                <slot name="complete"></slot>
              </div>`
        }
      </header>
      ${
        this.scrubbed
          ? html`<p class="viewing" role="status" data-testid="lesson-viewing">
              Showing the position after move ${runner.session.position} of
              ${runner.session.moveCount}: an earlier position.
              <button @click=${() => this.backToLesson()}>Back to the lesson</button>
            </p>`
          : nothing
      }
      <div class="body">
        <div
          class="board"
          @ry-move-request=${this.onMoveRequest}
          @pointerdown=${{ handleEvent: this.onUsed, capture: true }}
          @keydown=${{ handleEvent: this.onUsed, capture: true }}
        >
          ${
            this.answerAt && (kind === 'illegal' || kind === 'missed')
              ? calloutTemplate(
                  this.feedback as Extract<Feedback, { kind: 'illegal' | 'missed' }>,
                  (rule) => this.ruleLink(rule),
                  () => this.closeCallout(),
                )
              : nothing
          }
          <div @ry-intent=${{ handleEvent: this.onIntentCapture, capture: true }}>
            <ry-game
              part="game"
              dock="map"
              .session=${runner.session}
              mode=${done ? 'static' : 'play'}
              hide=${done ? 'turn header' : ''}
              viewer=${String(runner.seat)}
              rule-base=${this.ruleBase}
              zoom-to=${zoomTo.join(' ')}
              .marks=${hinted ? this.marks : []}
              highlight=${hinted ? this.pointer : ''}
              @ry-scrub=${this.onScrub}
            ></ry-game>
          </div>
        </div>
        <aside class="side">
          <div
            class="feedback ${this.feedback ? '' : 'idle'} ${echoed ? 'echoed' : ''}"
            part="feedback"
            role="status"
            aria-live="polite"
            data-testid="lesson-feedback"
          >
            ${feedbackTemplate(this.feedback, (rule) => this.ruleLink(rule, echoed))}
          </div>
          ${
            done
              ? nothing
              : html`<div class="buttons" role="group" aria-label="Help">
                  <button @click=${() => this.showHint(1)}>Hint: what to look at</button>
                  <button @click=${() => this.showHint(2)}>Hint: a move that works</button>
                </div>`
          }
          <button class="reset" @click=${() => this.reset()}>Start this lesson over</button>
        </aside>
      </div>
      ${
        step
          ? this.stepBar.render({
              task: step.task,
              counter,
              feedback: this.feedback,
              placed: !!this.answerAt,
              hintLevel: this.feedback?.kind === 'hint' && hinted ? 2 : 1,
              link: (rule) => this.ruleLink(rule),
              hint: (level) => this.showHint(level),
            })
          : nothing
      }
    </section>`;
  }
}
