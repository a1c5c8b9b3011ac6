/**
 * Property test: 2,000 seeded random games (a quarter of them in `npm test`) over 3–5 players
 * (and every option) played to the end with `simulate`; every invariant after every event, and
 * every end condition reached. The legal-move list against explainIllegal and the machine
 * (listed, mutated and unlisted moves) is the conformance suite's check (conformance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../core/bot-play.js';
import type { JsonValue } from '../../core/record.js';
import { americanRails, type AmericanRailsState } from './index.js';
import { checkedAmericanRails } from './invariants.js';
import { seededGameCount } from '../../core/testing/depth.js';

/** Seeds in a deep run; `npm test` plays the first quarter (core/testing/depth.ts). */
const ALL_GAMES = 2000;
const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const OPTION_SETS: Record<string, JsonValue>[] = [
  {},
  { endWhenSharesGone: true, endWhenSuppliesLow: true },
  {
    takeFromPoorPlayers: 'forbidden',
    noEmptyCityPayment: 'refunded',
    firstBidder: 'left-of-selector',
    firstCubeBy: 'auctioneer',
  },
];

const BATCH = 100;
const GAMES = seededGameCount(ALL_GAMES, BATCH);
let events = 0;
const byPlayers: Record<number, number> = { 3: 0, 4: 0, 5: 0 };
const ends = new Map<string, number>();

function playBatch(first: number): void {
  for (let game = first; game < first + BATCH; game++) {
    const players = NAMES.slice(0, 3 + (game % 3));
    const options = OPTION_SETS[Math.floor(game / 3) % OPTION_SETS.length]!;
    const { state, record } = simulate(
      americanRails,
      { players, seed: `property-${game}`, options },
      {
        onState: (s, move, index) => {
          const problems = checkedAmericanRails.checkInvariants(s as AmericanRailsState);
          if (problems.length)
            throw new Error(
              `Game ${game}, move ${index} ${JSON.stringify(move)}: ${problems.join('; ')}`,
            );
        },
      },
    );
    events += record.moves.length;
    const result = americanRails.result(state as AmericanRailsState);
    expect(result).not.toBeNull();
    expect(result!.winners.length).toBeGreaterThan(0);
    byPlayers[players.length]!++;
    ends.set(result!.rule, (ends.get(result!.rule) ?? 0) + 1);
  }
}

// Batches of 100 games, so that a loaded machine does not run one test past its timeout.
describe('american-rails property test', () => {
  for (let first = 0; first < GAMES; first += BATCH)
    it(
      `games ${first}-${first + BATCH - 1} of ${GAMES} (3-5 players, every option set) end with a winner; invariants after every event`,
      { timeout: 600_000 },
      () => {
        playBatch(first);
      },
    );

  it('the games covered every player count and lasted long enough', () => {
    // Seat counts cycle 3, 4, 5 with the game's index.
    const count = (n: number) => Math.ceil((GAMES - (n - 3)) / 3);
    expect(byPlayers).toEqual({ 3: count(3), 4: count(4), 5: count(5) });
    expect(ends.get('american-rails:game-ends-after-1857')).toBeGreaterThan(0);
    expect(events).toBeGreaterThan(GAMES * 100);
    console.log(
      `american-rails property: ${GAMES} games, ${events} events, ends ${JSON.stringify([...ends])}`,
    );
  });
});
