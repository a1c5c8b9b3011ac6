/**
 * Lesson: special connections. American, started in Chicago, has laid track to one hex short of
 * Atlanta; the learner's cube in Atlanta earns the city's value plus the $10 bonus.
 */
import { defineLesson } from '../../../core/lessons/types.js';
import { ACTION_ROWS, actionRow, type ActionId } from '../data/actions.js';
import { cityHexId, HEXES, hexIndex } from '../data/board.js';
import { companyIndex } from '../data/companies.js';
import { cubeCost } from '../rules.js';
import { Driver } from '../testing/scenario.js';
import type { ArContext } from '../types.js';
import { LEARNERS, lessonStep, lookAtActionTrack, lookAtNetwork } from './helpers.js';

const AMERICAN = companyIndex('american');
const ATLANTA = hexIndex(cityHexId('atlanta'));

/** The cheapest chain of hexes from Chicago to Atlanta (Dijkstra over cube costs on an empty map). */
function cheapestPath(ctx: ArContext): number[] {
  const from = hexIndex(cityHexId('chicago'));
  const cost = new Map<number, number>([[from, 0]]);
  const previous = new Map<number, number>();
  const open = new Set([from]);
  while (open.size) {
    const hex = [...open].reduce((a, b) => (cost.get(a)! <= cost.get(b)! ? a : b));
    open.delete(hex);
    if (hex === ATLANTA) break;
    for (const n of HEXES[hex]!.neighbours) {
      const c = cost.get(hex)! + cubeCost(ctx, n);
      if (c < (cost.get(n) ?? Infinity)) {
        cost.set(n, c);
        previous.set(n, hex);
        open.add(n);
      }
    }
  }
  const path: number[] = [];
  for (let hex = ATLANTA; hex !== from; hex = previous.get(hex)!) path.unshift(hex);
  return path;
}

const OTHERS: readonly ActionId[] = ['pass', 'develop', 'fund', 'auction'];
const EXPANDS: readonly ActionId[] = ['expand4', 'expand3', 'take'];

/**
 * You buy American for all your $50 and start it in Chicago; nobody bids on the other opening
 * shares. Each action phase you expand along the cheapest path toward Atlanta while the others
 * decline; it stops with Atlanta one cube away and your turn to choose.
 */
function start() {
  const d = new Driver(LEARNERS, 'lessons');
  d.auction('american', 0, 50).start('chicago');
  for (const company of ['national', 'continental', 'majestic', 'liberty', 'republic'] as const)
    d.auction(company, null);
  const path = cheapestPath(d.ctx).slice(0, -1);
  for (let guard = 0; guard < 100 && (path.length > 0 || d.seat !== 0); guard++) {
    const column = d.ctx.actionTrack[d.ctx.clock.phase]!;
    const free = (a: ActionId) => column[actionRow(a)] === null;
    if (d.seat !== 0) {
      const action = OTHERS.find(free)!;
      d.choose(action);
      if (action !== 'pass') d.decline();
      continue;
    }
    const action = EXPANDS.find(free)!;
    d.choose(action);
    for (let n = 0; n < ACTION_ROWS[actionRow(action)]!.cubes && path.length > 0; n++)
      d.place('american', HEXES[path.shift()!]!.id);
    if (d.ctx.cubesPlaced > 0 && d.ctx.cubesPlaced < ACTION_ROWS[actionRow(action)]!.cubes)
      d.finish();
  }
  return d.record();
}

export const specialConnections = defineLesson({
  id: 'special-connections',
  game: 'american-rails',
  title: 'Special connections: Chicago, New York, Atlanta',
  summary:
    'A company whose track joins two of Chicago, New York and Atlanta earns $10 more income for each such pair, once.',
  version: 1,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  steps: [
    lessonStep({
      id: 'choose-expand',
      task: 'American started in Chicago and its track now runs to one hex short of Atlanta. Choose an action that lays track.',
      rules: ['american-rails:expand'],
      goal: ({ move }) =>
        move.type === 'action.choose' && ACTION_ROWS[actionRow(move.action)]!.cubes >= 2,
      miss: 'That action lays no track. Choose one with “Expand” in its name.',
      hint: 'Expand 3, Expand 4 and Take $2 / Expand 2 all lay track.',
      look: lookAtActionTrack,
    }),
    lessonStep({
      id: 'reach-atlanta',
      task: 'Lay the cube that connects Chicago and Atlanta.',
      rules: [
        'american-rails:special-connection-bonuses',
        'american-rails:one-bonus-per-connection',
        'american-rails:connecting-all-three-bonus-cities',
      ],
      goal: ({ move, after }) =>
        move.type === 'build.place' &&
        (after.context.last.incomeChange?.bonuses.length ?? 0) > 0 &&
        after.context.cubes[ATLANTA]!.includes(AMERICAN),
      miss: 'That cube joins no two of Chicago, New York and Atlanta. Atlanta is next to the end of your track.',
      hint: 'Atlanta is one of the three bonus cities, like Chicago, where American started.',
      look: lookAtNetwork('american'),
      met: 'American earns Atlanta’s value plus $10 for joining Chicago and Atlanta. That bonus is paid once; reaching New York as well would add $20, since it would complete two pairs at once.',
    }),
  ],
});
