/**
 * Wild West Express as a Railyard GameDefinition, on our own board, goods table and telegram
 * deck (the rulebook prints none of them).
 */
import { defineGame } from '../../core/define-game.js';
import { choiceFacts } from './choice-facts.js';
import { moveLabels } from './move-labels.js';
import { message, possessive, sentence } from '../../core/messages.js';
import { describeEvents } from './events.js';
import type { GameResult, Viewer } from '../../core/game-definition.js';
import { standingsOf } from '../../core/standings.js';
import { nextUint32, shuffle, type PrngState } from '../../core/prng.js';
import type { GameMove } from '../../core/record.js';
import { machineTransition } from '../../core/replay.js';
import { GOOD_NAMES, type GoodId } from './data/goods.js';
import { NODES, NODE_INDEX, nodeLabel } from './data/board.js';
import { TELEGRAMS, TELEGRAM_INDEX } from './data/telegrams.js';
import { cardTitle, explainInPhase } from './explain.js';
import { legalMoves } from './legal-moves.js';
import { wildWestExpressMachine } from './machine.js';
import { optionSpecs, toWweOptions } from './options.js';
import { ruleSections } from './rule-ids.js';
import { findTrain, points } from './rules.js';
import { phaseOf, type WildWestExpressState } from './state.js';
import type { WweContext, WweMove } from './types.js';
import { activeSeatsOf, view, type WweView } from './view.js';

export type { WildWestExpressState } from './state.js';
export type {
  WweContext as WildWestExpressContext,
  WweMove as WildWestExpressMove,
} from './types.js';
export type {
  WweView as WildWestExpressView,
  WweNodeView,
  WweTrainView,
  WwePlayerView,
  WweCardView,
} from './view.js';
export type { WweOptions as WildWestExpressOptions } from './options.js';
export { wildWestExpressMachine } from './machine.js';

function result(state: WildWestExpressState): GameResult | null {
  if (phaseOf(state) !== 'gameOver') return null;
  const ctx = state.context;
  const score = (seat: number) => points(ctx, seat);
  // Reaching the target wins outright; at a round limit the most points (then cash) win.
  const better = (a: number, b: number) =>
    ctx.winner !== null
      ? Number(b === ctx.winner) - Number(a === ctx.winner)
      : score(b) - score(a) || ctx.cash[b]! - ctx.cash[a]!;
  return {
    ...standingsOf(ctx.players, score, better, (n) =>
      message('{n, plural, one {# point} other {# points}}', { n }),
    ),
    reason: ctx.endReason ?? 'The game is over.',
    rule:
      ctx.winner !== null
        ? 'wild-west-express:success-points-needed-to-win'
        : 'wild-west-express:shorter-games',
  };
}

const spaces = (n: number) => message('{n, plural, one {# space} other {# spaces}}', { n });

function describeMove(move: WweMove, state: WildWestExpressState, viewer: Viewer): string {
  const ctx = state.context;
  const who = ctx.players[move.player] ?? `Seat ${move.player}`;
  // Every verb here takes a plain -s with a third-person subject: "You buy", "Ada buys".
  const does = (verb: string, rest: string) => sentence(who, `${verb} ${rest}`, `${verb}s ${rest}`);
  const train = (id: string) => {
    const t = findTrain(ctx, id);
    return t ? `${t.size} train ${t.id.split('-').pop()}` : `train ${id}`;
  };
  const last = (path: readonly string[]) => nodeLabel(path[path.length - 1] ?? '');
  switch (move.type) {
    case 'city.choose':
      return does('choose', `${nodeLabel(move.city)} as a start city.`);
    case 'desperado.place':
      return does('place', `a desperado in ${nodeLabel(move.city)}.`);
    case 'goods.buy':
      return does(
        'load',
        `${Object.hasOwn(GOOD_NAMES, move.good) ? GOOD_NAMES[move.good as GoodId] : move.good} onto ${train(move.train)}.`,
      );
    case 'passengers.board':
      return does('board', `passengers onto ${train(move.train)}.`);
    case 'station.buy':
      return does('buy', `the station where ${train(move.train)} stands.`);
    case 'train.buy':
      return does('buy', `a ${move.size} train in ${nodeLabel(move.city)}.`);
    case 'train.upgrade':
      return does('upgrade', `${train(move.train)}.`);
    case 'dynamite.lay':
      return does('lay', `dynamite on ${nodeLabel(move.space)}.`);
    case 'gang.hire':
      return does('hire', `a gang of desperados in ${nodeLabel(move.city)}.`);
    case 'telegram.play':
      return does('play', `the kept telegram “${cardTitle(move.card)}”.`);
    case 'dice.roll':
      return does('roll', 'the three dice.');
    case 'train.move':
      return does(
        'move',
        // "to Leadville (3 spaces)": never two numbers side by side ("small train 3 3 spaces").
        `${train(move.train)} to ${last(move.path)} (${spaces(move.path.length)}).`,
      );
    case 'train.wait':
      return does('keep', `empty ${train(move.train)} waiting in town.`);
    case 'desperado.move':
      return `${possessive(who)} desperado rides to ${last(move.path)}.`;
    case 'desperado.jump':
      return `${possessive(who)} desperado rides into ${last(move.path)} and a new gang starts in ${nodeLabel(move.to)}.`;
    case 'sheriff.place':
      return ctx.sheriffs[move.sheriff]
        ? does('move', `a sheriff to ${nodeLabel(move.space)}.`)
        : does('place', `a sheriff on ${nodeLabel(move.space)}.`);
    case 'sheriff.skip':
      return does('leave', 'the sheriffs where they are.');
    case 'telegram.use': {
      const card = ctx.pendingTelegram?.card;
      return does('use', `the telegram${card ? ` “${cardTitle(card)}”` : ''} at once.`);
    }
    case 'telegram.keep': {
      const card = ctx.pendingTelegram?.card;
      const knows = viewer === 'all' || viewer === move.player;
      return does(
        'keep',
        knows && card
          ? `the telegram “${cardTitle(card)}” for later.`
          : 'a personal telegram for later.',
      );
    }
    default:
      return `${who}: ${(move as GameMove).type}`;
  }
}

/**
 * A roll, a duel, a draw, a revealed telegram or the end of the game (which shows every kept
 * telegram) cannot be taken back: the move is a barrier when carrying it out consumes a die or a
 * card, shows a kept telegram, or ends the game.
 */
function isUndoBarrier(stateBefore: WildWestExpressState, move: WweMove): boolean {
  if (move.type === 'dice.roll' || move.type === 'telegram.play' || move.type === 'telegram.use')
    return true;
  const next = machineTransition(wildWestExpressMachine, stateBefore, move);
  if (next === stateBefore) return false;
  if (phaseOf(next) === 'gameOver') return true;
  const ctx = stateBefore.context;
  // Only a train's own move draws a telegram on a telegram space (a move a card causes does not).
  const drawsTelegram =
    move.type === 'train.move' &&
    ctx.pendingMove === null &&
    NODES[NODE_INDEX[move.path.at(-1)!]!]?.feature === 'telegram';
  return (
    drawsTelegram ||
    next.context.diceUsed !== ctx.diceUsed ||
    JSON.stringify(next.context.prng) !== JSON.stringify(ctx.prng)
  );
}

/**
 * A state `seat` cannot tell from this one: the cards it has not seen (the unknown part of the
 * deck, other seats' kept and just-drawn personal telegrams) dealt anew. Those hidden in hands
 * are personal cards, so hands are refilled from the unseen personal cards; the rest become the
 * unknown top of the deck, and the game's PRNG state (which tells future dice) is replaced.
 * Unseen cards are sorted before shuffling, so the result depends only on what the seat knows
 * and on `prng`.
 */
function sampleHidden(
  state: WildWestExpressState,
  seat: number,
  prng: PrngState,
): [WildWestExpressState, PrngState] {
  const ctx = state.context;
  const unknownTop = ctx.deck.slice(0, ctx.deck.length - ctx.deckKnown);
  const knownBottom = ctx.deck.slice(ctx.deck.length - ctx.deckKnown);
  const pending =
    ctx.pendingTelegram && ctx.pendingTelegram.seat !== seat ? [ctx.pendingTelegram.card] : [];
  const inHands = ctx.kept.flatMap((k, s) => (s === seat ? [] : k.map((x) => x.card)));
  const unseen = [...unknownTop, ...inHands, ...pending].sort();
  const personal = unseen.filter((c) => TELEGRAMS[TELEGRAM_INDEX[c]!]!.kind === 'personal');
  const [dealtPersonal, afterPersonal] = shuffle(prng, personal);
  let at = 0;
  const kept = ctx.kept.map((hand, s) =>
    s === seat ? hand : hand.map((k) => ({ ...k, card: dealtPersonal[at++]! })),
  );
  const pendingTelegram =
    pending.length && ctx.pendingTelegram
      ? { ...ctx.pendingTelegram, card: dealtPersonal[at++]! }
      : ctx.pendingTelegram;
  const used = new Set(dealtPersonal.slice(0, at));
  const [top, afterDeck] = shuffle(
    afterPersonal,
    unseen.filter((c) => !used.has(c)),
  );
  // The game's own PRNG state tells the future dice: a sample gets a fresh one.
  let next = afterDeck;
  const fresh: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [value, after] = nextUint32(next);
    fresh.push(value);
    next = after;
  }
  const context: WweContext = {
    ...ctx,
    kept,
    pendingTelegram,
    deck: [...top, ...knownBottom],
    prng: fresh as unknown as PrngState,
  };
  return [{ ...state, context } as WildWestExpressState, next];
}

export const wildWestExpress = {
  ...defineGame<WildWestExpressState, WweMove, WweView>({
    id: 'wild-west-express',
    title: 'Wild West Express',
    minPlayers: 2,
    maxPlayers: 5,
    options: optionSpecs,
    ruleSections,
    moveLabels,
    machine: wildWestExpressMachine,
    hiddenInformation: true,
    chance: true,
    input: (setup, options) => ({
      players: setup.players,
      options: toWweOptions(options),
      seed: setup.seed,
    }),
    explain: (state, move) => explainInPhase(state.context, phaseOf(state), move),
    uncheckableRule: 'wild-west-express:before-rolling-the-dice',
    legalMoves,
    view,
    result,
    activeSeats: activeSeatsOf,
    describeMove,
    describeEvents,
    choiceFacts,
    isUndoBarrier,
  }),
  sampleHidden,
};
