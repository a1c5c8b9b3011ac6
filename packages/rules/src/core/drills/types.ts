/**
 * Drills: questions generated from positions of seeded bot games, answered with a number, with
 * places chosen on the real board, or with a choice. The answer is computed by the game's own
 * rules functions, never typed in. Knows no game: each game lists its kinds in
 * `games/<id>/drills/index.ts`.
 */
import type { AnyGameDefinition } from '../game-definition.js';
import type { GameMove, GameRecord } from '../record.js';

/** How a learner answers. */
export type DrillAnswerType = 'number' | 'places' | 'choice';

/** One option of a choice question, or one place a places question may name. */
export interface DrillOption {
  readonly id: string;
  /** The option in words ("Ada", "Kansas City"). */
  readonly label: string;
}

/** What the learner is asked for, for the element to offer the right controls. */
export type DrillAsk =
  | {
      readonly type: 'number';
      /** What the number counts: dollars, points or pieces. */
      readonly unit: 'money' | 'points' | 'count';
    }
  | {
      readonly type: 'places';
      /**
       * What kind of place the ids name, as the game's view names them: `hex` (Chicago Express
       * and American Rails `view.board.hexes[].id`), `space` (Last Spike: the keys of `view.spaces`), `node`
       * (Wild West Express `view.nodes[].id`).
       */
      readonly place: string;
      /** Every place the learner may pick among (the answer is a subset), with its name. */
      readonly among: readonly DrillOption[];
    }
  | {
      readonly type: 'choice';
      readonly choices: readonly DrillOption[];
      /** True when several options may be right (pick every one). */
      readonly multiple: boolean;
    };

/** An answer: a number, or the ids of the places or options chosen. */
export type DrillAnswer = number | readonly string[];

/** The judgement of a learner's answer. */
export interface DrillVerdict {
  readonly correct: boolean;
  /** One sentence for the learner: right, or what the answer is. */
  readonly text: string;
  /** Places or options that belong to the answer but were not given. */
  readonly missing?: readonly string[];
  /** Places or options given that do not belong to the answer. */
  readonly extra?: readonly string[];
}

/** Where the question is asked: a position of a bot game, from one seat. */
export interface DrillPosition<State = unknown> {
  readonly game: AnyGameDefinition;
  /** The true position. A question may use only what `seat` knows of it (its view). */
  readonly state: State;
  /** The seat to move (the first active seat). */
  readonly seat: number;
  /** Player names in seat order. */
  readonly players: readonly string[];
  /** The moves played so far. */
  readonly moves: readonly GameMove[];
}

/** What a kind's `ask` returns: the question at one position, before the core seals it. */
export interface DrillDraft {
  /** The learner's seat (the view the board shows, the only hidden items used). Default: the seat to move. */
  readonly seat?: number;
  /** The move the question is about, when there is one (a board may highlight it). */
  readonly move?: GameMove;
  /**
   * What the question is about, by id (`{ company: 'prr', hex: 'E4' }`): for a board to
   * highlight, and for tests to recompute the answer another way.
   */
  readonly about?: Readonly<Record<string, string | number>>;
  /** The question in words (built from ICU templates with `message`). */
  readonly prompt: string;
  readonly ask: DrillAsk;
  /** The answer, computed by the game's rules functions. */
  readonly answer: DrillAnswer;
  /** The working, one line a step: how the rules get to the answer. */
  readonly working: readonly string[];
  /** Rule ids the explanation links; default the kind's. */
  readonly rules?: readonly string[];
}

/** A kind of drill: one sort of question a game asks. */
export interface DrillKind<State = unknown> {
  /** Stable id, unique in its game (`minimum-bid`). */
  readonly id: string;
  /** What it practises, in a few words ("Minimum bid for a share"). */
  readonly title: string;
  /** The rule ids (`<game>:<anchor>`) it teaches. */
  readonly rules: readonly string[];
  readonly answer: DrillAnswerType;
  /**
   * Fields of the learner's view that would show the answer on the board (JSON pointers, `*` for
   * every item of a list): a drill draws them as unknown until the learner has answered. Chicago
   * Express's company cards print each share's next minimum bid, the answer of two of its drills.
   */
  readonly conceals?: readonly string[];
  /**
   * The question at `at`, or null where it does not apply. Must be a pure function of the
   * position and use only what the learner's seat may know.
   */
  ask(at: DrillPosition<State>): DrillDraft | null;
}

/** A generated question: a position, the prompt, the engine's answer and its working. */
export interface DrillQuestion {
  readonly game: string;
  readonly kind: string;
  /** The seed it was generated from: the same seed gives the same question. */
  readonly seed: string;
  /** The learner's seat: show the board as this seat sees it. The seat is named "You". */
  readonly seat: number;
  /** The position: replay it (`replay(game, record)`) to show it on the real board. */
  readonly record: GameRecord;
  readonly move?: GameMove;
  readonly about?: Readonly<Record<string, string | number>>;
  readonly prompt: string;
  readonly ask: DrillAsk;
  /** The engine's answer. */
  readonly answer: DrillAnswer;
  /** The view fields that would show the answer (its kind's `conceals`). */
  readonly conceals?: readonly string[];
  /** The answer in words ("$40", "Ada and Bo", "Kansas City and Omaha"). */
  readonly answerText: string;
  readonly explanation: {
    /** The working, one line a step. */
    readonly steps: readonly string[];
    /** Rule ids to link (`<game>:<anchor>`). */
    readonly rules: readonly string[];
  };
  /** Judges a learner's answer (a number, or ids; one id may be given as a string). */
  check(given: number | string | readonly string[]): DrillVerdict;
}

/** A question as plain JSON (for `--json`, URLs and workers): everything but `check`. */
export type DrillQuestionJson = Omit<DrillQuestion, 'check'>;
