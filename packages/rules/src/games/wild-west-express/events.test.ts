import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.js';
import { simulate } from '../../core/bot-play.js';
import { wildWestExpress } from './index.js';
import type { WildWestExpressState } from './state.js';

const players = ['Ada', 'Bo', 'Cy'];

describe('Wild West Express automatic events in the history', () => {
  const { record } = simulate(wildWestExpress, { players, seed: 'wwe-events' });
  const opened = GameSession.open(wildWestExpress, record);
  if (!opened.ok) throw new Error(opened.message);
  const session = opened.session;

  it('wild-west-express:passenger-fares — fares, fees and other effects without a move are entries; the move’s own lines are not repeated', () => {
    const kinds = new Set(session.history('all').flatMap((h) => h.events.map((e) => e.kind)));
    expect(kinds.has('roll')).toBe(true);
    expect(kinds.has('choice')).toBe(false);
    expect(kinds.has('purchase')).toBe(false);
    const fare = session
      .history('all')
      .flatMap((h) => h.events)
      .find((e) => e.kind === 'fare');
    if (fare) expect(fare.rule).toBe('wild-west-express:passenger-fares');
  });

  it('wild-west-express:public-and-personal-telegrams — a personal telegram’s text reaches its holder only', () => {
    let personal = 0;
    for (const entry of session.history('spectator')) {
      const after = (session.stateAfter(entry.index + 1) as WildWestExpressState).context;
      for (const hidden of after.events.filter((e) => e.onlyFor !== undefined)) {
        personal++;
        const other = (hidden.onlyFor! + 1) % players.length;
        const texts = (viewer: number | 'spectator') =>
          session.events(entry.index, viewer).map((e) => e.text);
        expect(texts('spectator')).not.toContain(hidden.text);
        expect(texts(other)).not.toContain(hidden.text);
        expect(texts(hidden.onlyFor!)).toContain(hidden.text);
      }
    }
    expect(personal).toBeGreaterThan(0);
  });

  it('wild-west-express:setup — moves read with grammar: "You choose", "Your desperado", "1 space"', () => {
    const state = wildWestExpress.createGame({ players: ['You', 'Ada'], seed: 'grammar' });
    const choose = wildWestExpress.legalMoves(state)[0]!;
    expect(wildWestExpress.describeMove({ ...choose, player: 0 }, state, 'all')).toMatch(
      /^You choose /,
    );
    expect(wildWestExpress.describeMove({ ...choose, player: 1 }, state, 'all')).toMatch(
      /^Ada chooses /,
    );
    const ride = { type: 'desperado.move', player: 0, desperado: 'd', path: ['x'] } as never;
    expect(wildWestExpress.describeMove(ride, state, 'all')).toMatch(/^Your desperado rides to /);
  });

  it('wild-west-express:rolling-and-moving-trains — a train move reads without two numbers side by side', () => {
    let moves = 0;
    for (let count = 0; count <= session.moveCount && moves < 40; count += 7) {
      const state = session.stateAfter(count) as WildWestExpressState;
      for (const move of wildWestExpress.legalMoves(state)) {
        if (move.type !== 'train.move') continue;
        moves++;
        const text = wildWestExpress.describeMove(move, state, 'all');
        expect(text).toMatch(/ train \d+ to .+ \(\d+ spaces?\)\.$/);
        expect(text).not.toMatch(/\d+ \d+/);
      }
    }
    expect(moves).toBeGreaterThan(0);
  });
});
