/**
 * The automatic events of a Wild West Express move: what the effects wrote into `events` at
 * each of the machine's steps (fares, fees, bonuses, duels, robberies, explosions, telegram
 * effects…), without the lines that only repeat the move. A personal telegram's text goes to
 * its holder only.
 */
import type { GameEvent, Viewer } from '../../core/game-definition.js';
import type { WildWestExpressState } from './state.js';
import type { GameEvent as WweEvent, WweContext, WweMove } from './types.js';

const R = 'wild-west-express:';
/** Rule section per kind of event. */
const RULES: Partial<Record<WweEvent['kind'], string>> = {
  fare: `${R}passenger-fares`,
  fee: `${R}coal-and-water-fees`,
  'fee-unpaid': `${R}coal-and-water-fees`,
  bonus: `${R}ownership-bonus`,
  duel: `${R}duels`,
  robbery: `${R}loot-from-a-robbery`,
  dynamite: `${R}dynamite-explosions`,
  sheriff: `${R}sheriffs`,
  telegram: `${R}drawing-a-telegram`,
  competition: `${R}competition-telegrams`,
};

/** Kinds that only say again what the move itself says ("buys a train"); the end is the session's. */
const REPEATS_THE_MOVE = new Set<WweEvent['kind']>(['choice', 'purchase', 'end']);

const sees = (event: WweEvent, viewer: Viewer) =>
  event.onlyFor === undefined || viewer === 'all' || viewer === event.onlyFor;

/** Events an effect added between two steps (an effect starts a new list or extends the last). */
function added(before: WweContext, after: WweContext): readonly WweEvent[] {
  if (after.events === before.events) return [];
  const extends_ =
    after.events.length >= before.events.length &&
    before.events.every((event, i) => after.events[i] === event);
  return extends_ ? after.events.slice(before.events.length) : after.events;
}

export function describeEvents(
  steps: readonly WildWestExpressState[],
  _move: WweMove,
  viewer: Viewer,
): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.context;
    const after = steps[i]!.context;
    const fresh = added(before, after).filter((e) => !REPEATS_THE_MOVE.has(e.kind));
    if (fresh.length === 0) continue;
    // Whose money changed in this step (public: cash is on the table).
    const seats = after.cash.flatMap((cash, seat) => (cash !== before.cash[seat] ? [seat] : []));
    for (const event of fresh) {
      if (!sees(event, viewer)) continue;
      const rule = RULES[event.kind];
      events.push({
        kind: event.kind,
        text: event.text,
        ...(rule ? { rule } : {}),
        ...(seats.length ? { seats } : {}),
      });
    }
  }
  return events;
}
