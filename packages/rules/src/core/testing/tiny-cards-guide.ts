/**
 * A bot guide for the tiny cards game, for the search's tests: a sensible heuristic (a win at
 * once when it can, else its smallest card) and an evaluation (the cards in the seat's hand).
 */
import { seedPrng } from '../prng.js';
import type { Bot, BotTurn } from '../random-bot.js';
import { inPreferenceOrder, type BotGuide } from '../search-bot.js';
import type { TinyCardsMove, TinyCardsView } from './tiny-cards-game.js';

/** Wins at once when it can, else plays its smallest card. */
export const tinyCardsHeuristic: Bot = {
  id: 'tiny-heuristic',
  label: 'Tiny heuristic',
  chooseMove(turn, prng) {
    const view = turn.view as TinyCardsView;
    const moves = turn.legalMoves as TinyCardsMove[];
    const cards = moves.filter((m) => m.type === 'card.play');
    const winning = cards.find((m) => view.total + m.card >= view.target);
    if (winning) return [winning, prng];
    const smallest = [...cards].sort((a, b) => a.card - b.card)[0];
    return [smallest ?? moves[0]!, prng];
  },
};

export const tinyCardsGuide: BotGuide = {
  heuristic: tinyCardsHeuristic,
  // Cards in hand are the seat's assets.
  evaluate: (view, seat) =>
    ((view as TinyCardsView).players[seat]!.hand ?? []).reduce((a, b) => a + b, 0),
};

/**
 * The guide with `candidates` listed, as the games' guides list theirs: the heuristic's card
 * first, then the rest largest first (a move without a card last), drawn from no search PRNG. A
 * tree split into parts shares these out.
 */
export const tinyCardsListedGuide: BotGuide = {
  ...tinyCardsGuide,
  candidates: (turn) =>
    inPreferenceOrder(
      tinyCardsHeuristic.chooseMove(turn as BotTurn, seedPrng('candidates'))[0],
      [...turn.legalMoves].sort((a, b) => Number(b.card ?? -1) - Number(a.card ?? -1)),
    ),
};
