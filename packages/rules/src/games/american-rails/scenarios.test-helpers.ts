/**
 * Positions used by the rule tests, each reached by real moves from the start of a game.
 */
import { Driver, seedRemoving } from './testing.js';

/**
 * Four players. American starts in Cincinnati (seat 0), National in Louisville (seat 1),
 * Continental in Indianapolis (seat 2, bid $20), Majestic in Pittsburg (seat 3); nobody bids on
 * Liberty or Republic. Plains hex 5,5 touches all three western cities. Turn order 0, 1, 2, 3.
 */
export function crossroads(): Driver {
  const d = new Driver(['Ann', 'Ben', 'Cat', 'Dan'], 'crossroads');
  d.auction('american', 0).start('cincinnati');
  d.auction('national', 1).start('louisville');
  d.auction('continental', 2, 20).start('indianapolis');
  d.auction('majestic', 3).start('pittsburg');
  d.auction('liberty', null);
  d.auction('republic', null);
  return d;
}

/**
 * Three players, Republic removed by the seed. Seat 0 buys American for all $50 and starts it in
 * Chicago; nobody bids on the other opening shares. Used for the special connections.
 */
export function chicagoAmerican(): Driver {
  const d = new Driver(['Ann', 'Ben', 'Cat'], seedRemoving('republic', 'special-'));
  d.auction('american', 0, 50).start('chicago');
  for (const company of ['national', 'continental', 'majestic', 'liberty'] as const)
    d.auction(company, null);
  return d;
}
