/**
 * The telegram cards of Wild West Express: drawn on arrival, kept or used, played before the roll,
 * and the competitions they set, claimed by the first train to meet them.
 */
import { money } from '../../core/messages.js';
import { nextInt } from '../../core/prng.js';
import { TELEGRAMS, TELEGRAM_INDEX, type CompetitionGoal } from './data/telegrams.js';
import { hasTrainPath, movesItsTrain, nodeOf, stationsOf, within } from './rules.js';
import type { Train } from './types.js';
import {
  change,
  say,
  sayOf,
  rollDie,
  pay,
  earn,
  trainIndex,
  updateTrain,
  cardTitleOf,
  settleOwedFee,
  type Work,
} from './effects-work.js';

// ---- Telegrams ----

export function putUnderDeck(w: Work, card: string) {
  w.deck.push(card);
  w.deckKnown += 1;
}

export function drawTelegram(w: Work, seat: number, trainId: string) {
  const card = w.deck.shift();
  if (card === undefined) {
    say(w, 'deck-empty', 'The telegram deck is empty: nothing is drawn.');
    return;
  }
  w.deckKnown = Math.min(w.deckKnown, w.deck.length);
  const data = TELEGRAMS[TELEGRAM_INDEX[card]!]!;
  if (data.kind === 'personal') {
    sayOf(w, 'telegram', seat, '{who} {verb} a personal telegram.', 'draw');
    say(
      w,
      'telegram',
      'Your telegram: “{title}”.',
      { title: data.title },
      {
        onlyFor: seat,
        card,
      },
    );
    w.pendingTelegram = { card, train: trainId, seat };
    return;
  }
  // The card's wording is presentation (data/telegram-texts.ts): boards show it beside the event.
  sayOf(w, 'telegram', seat, '{who} {verb} “{title}”.', 'draw', { title: data.title }, { card });
  if (data.kind === 'competition') {
    const slot = w.competitions.findIndex((c) => c === null);
    if (slot < 0) {
      say(w, 'competition', 'All three competition slots are taken: the card goes under the deck.');
      putUnderDeck(w, card);
      return;
    }
    const rounds = data.effect.type === 'competition' ? data.effect.rounds : 0;
    w.competitions[slot] = { card, drawnBy: seat, lastRound: w.round + rounds };
    return;
  }
  resolveTelegram(w, seat, card, trainId);
  putUnderDeck(w, card);
}

/** "Waits one move": a train still to move this turn sits it out, any other skips its next. */
function setWaiting(w: Work, t: Train) {
  if (w.toMove.includes(t.id)) w.toMove = w.toMove.filter((id) => id !== t.id);
  else updateTrain(w, t.id, { waiting: true });
}

/** Carries out a telegram's effect for `seat`, on the train that drew it. */
export function resolveTelegram(w: Work, seat: number, card: string, trainId: string) {
  const effect = TELEGRAMS[TELEGRAM_INDEX[card]!]!.effect;
  const train = () => w.trains[trainIndex(w, trainId)]!;
  switch (effect.type) {
    case 'move':
    case 'move-rolled': {
      const spaces = effect.type === 'move' ? effect.spaces : rollDie(w);
      const direction = effect.type === 'move' ? effect.direction : 'forward';
      if (effect.type === 'move-rolled') say(w, 'telegram', 'The die shows {spaces}.', { spaces });
      if (hasTrainPath(train(), spaces, direction))
        w.pendingMove = { train: trainId, spaces, direction, card };
      return;
    }
    case 'guard':
      updateTrain(w, trainId, { guarded: true });
      return;
    case 'fee-pass':
      updateTrain(w, trainId, { feePass: true });
      return;
    case 'premium':
      updateTrain(w, trainId, { premium: train().premium + effect.perToken });
      return;
    case 'cash':
      earn(w, seat, effect.amount);
      return;
    case 'cash-rolled': {
      const pips = rollDie(w);
      earn(w, seat, pips * effect.perPip);
      sayOf(w, 'telegram', seat, 'The die shows {pips}: {who} {verb} {amount}.', 'take', {
        pips,
        amount: money(pips * effect.perPip),
      });
      return;
    }
    case 'sheriff':
      w.pendingSheriff = seat;
      return;
    case 'clear-dynamite-near': {
      const near = within(train().at, effect.radius);
      const cleared = w.dynamite.filter((d) => near.has(d.at)).length;
      w.dynamite = w.dynamite.filter((d) => !near.has(d.at));
      say(
        w,
        'telegram',
        '{n, plural, =0 {No dynamite tokens} one {# dynamite token} other {# dynamite tokens}} cleared.',
        { n: cleared },
      );
      return;
    }
    case 'station-discount':
      w.discounts[seat] = { ...w.discounts[seat]!, station: effect.amount };
      return;
    case 'upgrade-discount':
      w.discounts[seat] = { ...w.discounts[seat]!, upgrade: effect.amount };
      return;
    case 'everyone-cash':
      for (let s = 0; s < w.players.length; s++)
        if (effect.amount >= 0) earn(w, s, effect.amount);
        else pay(w, s, Math.min(w.cash[s]!, -effect.amount));
      return;
    case 'wait':
      setWaiting(w, train());
      return;
    case 'wait-rolled': {
      const pips = rollDie(w);
      const waits = pips <= effect.upTo;
      say(
        w,
        'telegram',
        'The die shows {pips}: {waits, select, yes {the train waits one move} other {no harm done}}.',
        { pips, waits: waits ? 'yes' : 'no' },
      );
      if (waits) setWaiting(w, train());
      return;
    }
    case 'lose-passengers':
      updateTrain(w, trainId, { cargo: train().cargo.filter((c) => c.type !== 'passengers') });
      return;
    case 'zone-wait':
      for (const t of w.trains) if (nodeOf(t.at).zone === effect.zone) setWaiting(w, t);
      return;
    case 'recall-sheriffs':
      w.sheriffs = [null, null];
      return;
    case 'clear-all-dynamite':
      w.dynamite = [];
      return;
    case 'scatter-desperados':
      w.desperados = w.desperados.map((d) => {
        const own = stationsOf(w, d.owner);
        const [i, prng] = nextInt(w.prng, own.length);
        w.prng = prng;
        return { ...d, at: own[i]! };
      });
      return;
    case 'goods-bonus':
    case 'passenger-bonus':
      for (const t of w.trains) {
        const tokens = t.cargo.filter((c) =>
          effect.type === 'goods-bonus'
            ? c.type === 'goods' && c.good === effect.good
            : c.type === 'passengers',
        ).length;
        if (tokens) earn(w, t.owner, tokens * effect.perToken);
      }
      return;
    case 'competition':
      return;
  }
}

export const useTelegram = change((w) => {
  const { card, train, seat } = w.pendingTelegram!;
  w.pendingTelegram = null;
  sayOf(
    w,
    'telegram',
    seat,
    '{who} {verb} “{title}” at once.',
    'use',
    { title: cardTitleOf(card) },
    { card },
  );
  resolveTelegram(w, seat, card, train);
  putUnderDeck(w, card);
});

export const keepTelegram = change((w) => {
  const { card, train, seat } = w.pendingTelegram!;
  w.pendingTelegram = null;
  w.kept[seat] = [...w.kept[seat]!, { card, train }];
  sayOf(w, 'telegram', seat, '{who} {verb} the telegram for later.', 'keep');
});

export function claimCompetitions(
  w: Work,
  seat: number,
  matches: (goal: CompetitionGoal) => boolean,
) {
  w.competitions.forEach((slot, i) => {
    if (!slot) return;
    const effect = TELEGRAMS[TELEGRAM_INDEX[slot.card]!]!.effect;
    if (effect.type !== 'competition' || !matches(effect.goal)) return;
    earn(w, seat, effect.prize);
    sayOf(
      w,
      'competition',
      seat,
      '{who} {verb} the competition “{title}”: {prize}.',
      'win',
      { title: cardTitleOf(slot.card), prize: money(effect.prize) },
      { card: slot.card },
    );
    w.competitions[i] = null;
    putUnderDeck(w, slot.card);
  });
}

/** A kept personal telegram played before the roll: it takes effect on the train that drew it. */
export const playTelegram = change((w, seat: number, card: string) => {
  const kept = w.kept[seat]!.find((k) => k.card === card)!;
  w.kept[seat] = w.kept[seat]!.filter((k) => k.card !== card);
  sayOf(
    w,
    'telegram',
    seat,
    '{who} {verb} the kept telegram “{title}”.',
    'play',
    { title: cardTitleOf(card) },
    { card },
  );
  // A train owing a fee waits until it is paid: a card that moves it collects the fee first
  // (explain.ts refuses the card when the owner cannot pay).
  const train = w.trains.find((t) => t.id === kept.train);
  if (train && movesItsTrain(card)) settleOwedFee(w, train);
  resolveTelegram(w, seat, card, kept.train);
  putUnderDeck(w, card);
});
