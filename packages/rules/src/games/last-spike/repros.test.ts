/**
 * Records that independent checks found wrong (issue 22), kept as fixtures in fixtures/repros/
 * exactly as they were filed, and replayed here.
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/game-definition.js';
import { seedPrng } from '../../core/prng.js';
import type { GameRecord } from '../../core/record.js';
import { replay } from '../../core/replay.js';
import pendingShort from './fixtures/repros/last-spike-hidden-cash-pending-short.json';
import keptPendingTile from './fixtures/repros/last-spike-sample-hidden-kept-pending-tile.json';
import { lastSpike, type LastSpikeState } from './index.js';
import { checkedLastSpike } from './invariants.js';

function finalState(record: unknown): LastSpikeState {
  const result = replay(lastSpike, record as GameRecord);
  if (!result.ok) throw new Error(`move ${result.index}: ${result.error.reason}`);
  return result.state;
}

describe('last-spike repro records (issue 22)', () => {
  it('last-spike:land-ownership-is-public — with hiddenCash, only a viewer who sees the cash is told how short a player is', () => {
    const state = finalState(pendingShort);
    const ctx = state.context;
    const seat = ctx.current;
    expect(ctx.pending).not.toBeNull();
    const short = ctx.pending!.cost - ctx.cash[seat]!;
    expect(short).toBeGreaterThan(0);
    for (const viewer of [seat, 'all'] as Viewer[])
      expect(lastSpike.view(state, viewer).pending?.short).toBe(short);
    const others: Viewer[] = [
      ...ctx.players.map((_, s) => s).filter((s) => s !== seat),
      'spectator',
    ];
    for (const viewer of others) {
      const view = lastSpike.view(state, viewer);
      expect(view.players[seat]!.cash).toBeNull();
      // The tile and its cost are public; how much is missing would give the cash away.
      expect(view.pending).toMatchObject({ tile: ctx.pending!.tile, cost: ctx.pending!.cost });
      expect(view.pending!.short).toBeNull();
      expect(view.purchasingPower).toBeNull();
    }
  });

  it('last-spike:choosing-the-first-player — option firstPlayerTile "keep": a sample for any seat keeps the kept tile a player is raising cash for once', () => {
    const state = finalState(keptPendingTile);
    const ctx = state.context;
    const seat = ctx.current;
    // The repro's point: the tile being paid for is the one kept from the first-player draw.
    expect(ctx.known[seat]).toContain(ctx.pending!.tile);
    for (let viewer = 0; viewer < ctx.players.length; viewer++) {
      const [sample] = lastSpike.sampleHidden(state, viewer, seedPrng(`repro:${viewer}`));
      expect(checkedLastSpike.checkInvariants(sample), `sample for seat ${viewer}`).toEqual([]);
      expect(sample.context.hands[seat]).toHaveLength(ctx.hands[seat]!.length);
      expect(sample.context.hands[seat]).toContain(ctx.pending!.tile);
      expect(lastSpike.view(sample, viewer)).toEqual(lastSpike.view(state, viewer));
    }
  });
});
