/**
 * The buy step is skipped when nothing can be bought, and records written before still replay
 * (old-records.ts). The old records in fixtures/old-records/ were played by random bots on the
 * engine before the skip; they hold `land.decline` moves at buy steps that offered nothing, some
 * followed by the next player's lay (the supply was empty: no draw ended the turn).
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../core/record.js';
import { ReplayCache, replay } from '../../core/replay.js';
import { GameSession } from '../../core/session.js';
import emptySupplyJson from './fixtures/old-records/declines-before-turns-without-a-draw.json';
import oldRecordJson from './fixtures/old-records/declines-at-skipped-buy-steps.json';
import { lastSpike, type LastSpikeState } from './index.js';
import { checkedLastSpike } from './invariants.js';
import { buyableCities } from './rules.js';
import { phaseOf } from './state.js';
import { Scenario } from './testing/scenario.js';

interface OldRecord {
  readonly name: string;
  readonly record: GameRecord;
  /** The declines the old engine asked for although nothing could be bought. */
  readonly obsolete: readonly number[];
  /** What the old engine reached (read off its final state when the record was made). */
  readonly end: { lastSpike: unknown; cash: number[]; turn: number; logLength: number };
}

const OLD_RECORDS: readonly OldRecord[] = [
  {
    name: 'seed old-record-29, 3 players',
    record: oldRecordJson as GameRecord,
    obsolete: [1, 64, 67, 72, 78, 81, 84, 88, 92, 95],
    end: {
      lastSpike: { seat: 1, tile: 'Y2' },
      cash: [56000, 92000, 82000],
      turn: 45,
      logLength: 155,
    },
  },
  {
    name: 'seed many-11, 3 players, declines before turns without a draw',
    record: emptySupplyJson as GameRecord,
    obsolete: [1, 91, 102, 109],
    end: { lastSpike: { seat: 0, tile: 'U1' }, cash: [108000, 77000, 0], turn: 43, logLength: 135 },
  },
];
const oldRecord = OLD_RECORDS[0]!.record;
const OBSOLETE = OLD_RECORDS[0]!.obsolete;

function final(record: GameRecord): LastSpikeState {
  const result = replay(lastSpike, record);
  if (!result.ok) throw new Error(`move ${result.index}: ${result.error.reason}`);
  return result.state;
}

describe('last-spike: no buy step when nothing can be bought', () => {
  it('last-spike:buying-land — a lay after which no land can be bought goes straight to the draw', () => {
    // Ann lays a middle tile (no city: no grant); no grant is claimed anywhere, so no land is for sale.
    const s = Scenario.dealt(
      ['Ann', 'Bob'],
      ['A3', 'B1'],
      ['U2', ...['E2', 'C2', 'D2', 'X2'], ...['E3', 'C3', 'D3', 'X3'], 'F2', 'F3'],
    );
    const player = s.current;
    const tile = s.ctx.hands[player]!.find((t) => t.endsWith('2') || t.endsWith('3'))!;
    s.apply({ type: 'tile.lay', player, tile });
    expect(buyableCities(s.ctx, player)).toEqual([]);
    expect(phaseOf(s.state)).toBe('drawTile');
    expect(lastSpike.legalMoves(s.state)).toEqual([{ type: 'tile.draw', player }]);
    expect(lastSpike.explainIllegal(s.state, { type: 'land.decline', player })).not.toBeNull();
  });

  for (const old of OLD_RECORDS) {
    it(`an old record (${old.name}) replays to the game the old engine played`, () => {
      const states: LastSpikeState[] = [];
      const result = replay(lastSpike, old.record, { onState: (state) => states.push(state) });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      // Passed over: the position after such a decline is the one before it.
      const passed = old.record.moves.flatMap((_, i) =>
        i > 0 && states[i] === states[i - 1] ? [i] : [],
      );
      expect(passed).toEqual(old.obsolete);
      for (const i of old.obsolete) expect(old.record.moves[i]!.type).toBe('land.decline');
      for (const state of states) expect(checkedLastSpike.checkInvariants(state)).toEqual([]);
      const ctx = result.state.context;
      expect(ctx.end).toBe('lastSpike');
      expect({
        lastSpike: ctx.lastSpike,
        cash: ctx.cash,
        turn: ctx.turn,
        logLength: ctx.log.length,
      }).toEqual(old.end);
      // The same game as the record without those declines.
      const moves = old.record.moves.filter((_, i) => !old.obsolete.includes(i));
      expect(final({ ...old.record, moves }).context).toEqual(ctx);
      // History scrubbing reads the old record alike.
      const cache = new ReplayCache(lastSpike, old.record);
      expect(cache.stateAfter(old.record.moves.length).context).toEqual(ctx);
      const at = old.obsolete[1]!;
      expect(cache.stateAfter(at + 1)).toEqual(states[at]);
    });

    it(`a session opened from the old record (${old.name}) drops those declines: saved again, it is in today's form`, () => {
      const opened = GameSession.open(lastSpike, old.record);
      expect(opened.ok).toBe(true);
      if (!opened.ok) return;
      const record = opened.session.record;
      expect(record.moves).toHaveLength(old.record.moves.length - old.obsolete.length);
      expect(opened.session.state.context).toEqual(final(old.record).context);
      expect(replay(lastSpike, record).ok).toBe(true);
    });
  }

  it('every other refused decline is still refused', () => {
    const cut = (upTo: number, ...extra: GameRecord['moves']) => ({
      ...oldRecord,
      moves: [...oldRecord.moves.slice(0, upTo), ...extra],
    });
    const decline = oldRecord.moves[OBSOLETE[1]!]!;
    const other = { type: 'land.decline', player: (decline.player + 1) % 3 };
    const refusedAt = (record: GameRecord) => {
      const result = replay(lastSpike, record);
      return result.ok ? null : result.index;
    };
    const at = OBSOLETE[1]!;
    // Twice in a row, by another player, or after the draw that followed.
    expect(refusedAt(cut(at + 1, decline))).toBe(at + 1);
    expect(refusedAt(cut(at, other))).toBe(at);
    expect(oldRecord.moves[at + 1]!.type).toBe('tile.draw');
    expect(refusedAt(cut(at + 2, decline))).toBe(at + 2);
    // A decline at the very start of a game is refused (no lay before it).
    expect(refusedAt({ ...oldRecord, moves: [decline] })).toBe(0);
  });
});
