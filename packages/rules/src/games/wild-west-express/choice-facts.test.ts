/** The facts beside Wild West Express's start-town draft. */
import { describe, expect, it } from 'vitest';
import { wildWestExpress as game } from './index.js';
import { CITIES, type CityId } from './data/network.js';
import { cheapestGood, cityAt, salePrice, within } from './rules.js';

/** Whether a town other than `city` within `radius` spaces buys its cheapest good. */
const buyerWithin = (city: CityId, radius: number) =>
  [...within(city, radius)].some((node) => {
    const town = cityAt(node);
    return !!town && town !== city && salePrice(town, cheapestGood(city)) !== null;
  });

describe('wild-west-express choice facts', () => {
  it('wild-west-express:choosing-start-cities — each town’s spaces to the nearest buyer of its free good, and the towns table one button away', () => {
    const state = game.createGame({ players: ['Ann', 'Bo'], seed: 'facts' });
    const seat = game.activeSeats(state)[0]!;
    const moves = game.legalMoves(state).filter((m) => m.player === seat);
    const facts = game.choiceFacts!(game.view(state, seat), moves, seat);
    expect(facts.find((f) => f.label === 'Towns')?.part).toBe('towns');
    const distances = facts.find((f) => f.label.startsWith('Spaces'))!.text.split(' · ');
    expect(distances).toHaveLength(moves.filter((m) => m.type === 'city.choose').length);
    for (const entry of distances) {
      const [, name, spaces] = /^(.*) (\d+)$/.exec(entry)!;
      const city = CITIES.find((c) => c.name === name)!.id;
      const n = Number(spaces);
      expect(buyerWithin(city, n), `${name} has a buyer within ${n}`).toBe(true);
      expect(buyerWithin(city, n - 1), `${name} has none within ${n - 1}`).toBe(false);
    }
  });

  it('wild-west-express:rolling-and-moving-trains — no facts when no start town is chosen', () => {
    expect(game.choiceFacts!(null as never, [{ type: 'dice.roll', player: 0 }], 0)).toEqual([]);
  });
});
