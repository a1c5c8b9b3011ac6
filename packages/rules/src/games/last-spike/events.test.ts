import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.js';
import { simulate } from '../../core/bot-play.js';
import { lastSpike } from './index.js';
import type { LastSpikeState } from './state.js';

const players = ['Ada', 'You', 'Cy'];

describe('Last Spike automatic events in the history', () => {
  it('last-spike:payout-amounts — a completed route is an entry with each holder’s payout, as paid', () => {
    const { record } = simulate(lastSpike, { players, seed: 'ls-events' });
    const opened = GameSession.open(lastSpike, record);
    if (!opened.ok) throw new Error(opened.message);
    const session = opened.session;
    let routes = 0;
    for (const entry of session.history(0)) {
      const before = (session.stateAfter(entry.index) as LastSpikeState).context;
      const after = (session.stateAfter(entry.index + 1) as LastSpikeState).context;
      const log = after.log.slice(before.log.length);
      const payouts = entry.events.filter((e) => e.kind === 'payout');
      expect(payouts).toHaveLength(log.filter((e) => e.kind === 'complete').length);
      routes += payouts.length;
      for (const p of log)
        if (p.kind === 'payout')
          expect(payouts.map((e) => e.text).join(' ')).toContain(
            `${players[p.seat]} +$${p.amount.toLocaleString('en-US')} (`,
          );
      for (const grant of entry.events.filter((e) => e.kind === 'grant'))
        expect(grant.text).toMatch(/^(You take|(Ada|Cy) takes) the .* land grant\.$/);
    }
    expect(routes).toBeGreaterThan(0);
  });

  it('last-spike:drawing-starting-tiles — moves read with grammar: "You draw a tile", "Ada draws a tile"', () => {
    const state = lastSpike.createGame({ players: ['You', 'Ada'], seed: 'grammar' });
    const move = lastSpike.legalMoves(state)[0]!;
    const you = lastSpike.describeMove({ ...move, player: 0 }, state, 'spectator');
    const ada = lastSpike.describeMove({ ...move, player: 1 }, state, 'spectator');
    expect(you.startsWith('You ')).toBe(true);
    expect(ada.startsWith('Ada ')).toBe(true);
    // The verb agrees: "You draw", "Ada draws" (or lay/lays, buy/buys…).
    const verb = (text: string) => text.split(' ')[1]!;
    expect(verb(ada)).toBe(`${verb(you)}s`);
  });
});
