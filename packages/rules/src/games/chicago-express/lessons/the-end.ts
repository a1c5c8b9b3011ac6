/**
 * Lesson 7: the end and the winner. Three companies are sold out, so the next general dividend is
 * the last. The learner brings it on at once and raises income just before it; then the game
 * ends and only money counts.
 */
import type { Standing } from '../../../core/game-definition.js';
import { defineLesson, type OutcomeContext } from '../../../core/lessons/types.js';
import { listOf } from '../../../core/messages.js';
import { COMPANIES } from '../data/companies.js';
import { endStatus, minimumBid, redDialCount } from '../rules.js';
import type { ChicagoExpressState } from '../state.js';
import { Scenario } from '../testing/scenario.js';
import {
  raisesHeldIncome,
  LEARNERS,
  lessonStep,
  lookAtDials,
  lookAtHeldNetworks,
} from './helpers.js';

/**
 * The PRR reaches Harrisburg and the B&O a city; then every turn auctions the share of the company
 * with the fewest shares left until three are sold out (leaving the auction dial red with Bo to
 * act). Idle turns then bring the develop dial one space short of red on your turn.
 */
function start() {
  const s = new Scenario(LEARNERS).opening([
    [0, 9],
    [1, 8],
    [2, 6],
    [1, 9],
  ]);
  s.build('prr', ['Q5', 'P4', 'O4']);
  s.build('bo', ['P6', 'O7', 'N6']);
  for (let guard = 0; endStatus(s.ctx).reasons.length === 0 && guard < 100; guard++) {
    const seat = s.current;
    const open = [0, 1, 2, 3]
      .filter((c) => s.ctx.sharesLeft[c]! > 0 && minimumBid(s.ctx, c) <= s.ctx.cash[seat]!)
      .sort((a, b) => s.ctx.sharesLeft[a]! - s.ctx.sharesLeft[b]!);
    if (s.ctx.dials[0]! >= s.ctx.options.auctionDial || open.length === 0) s.idle('build');
    else s.auction(COMPANIES[open[0]!]!.id, seat, minimumBid(s.ctx, open[0]!));
  }
  // Bo is to act with the auction dial red: develop, develop, build, develop, build brings your
  // turn with the develop dial one space short of red (checked by the lesson validator).
  for (const action of ['develop', 'develop', 'build', 'develop', 'build'] as const) s.idle(action);
  return s.record();
}

/**
 * What decided the game: only money counts, so each player's cash at the lesson's start beside
 * the final count, and whether the winner's lead came from before the lesson or from its turns
 * (walkthrough 5 #18: a learner who met every goal finished last with no word why).
 */
export function outcome({ start, result, seat }: OutcomeContext<ChicagoExpressState>): string {
  const before = (s: Standing) => start.context.cash[s.seat]!;
  const gain = (s: Standing) => s.score - before(s);
  const you = result.standings.find((s) => s.seat === seat)!;
  const counted = [...result.standings]
    .sort((a, b) => a.rank - b.rank)
    .map((s) => `${s.name} $${before(s)} → $${s.score}`);
  const said = [`Only money counted (shares are worth nothing at the end): ${counted.join(', ')}.`];
  const rival = [...result.standings]
    .filter((s) => s.seat !== seat)
    .sort((a, b) => a.rank - b.rank || b.score - a.score)[0];
  if (!rival) return said[0]!;
  if (you.rank === 1) {
    said.push(
      you.score === rival.score
        ? `You share the win with ${rival.name}.`
        : `You win by $${you.score - rival.score} over ${rival.name}.`,
    );
    return said.join(' ');
  }
  const lead = before(rival) - before(you);
  const [gy, gr] = [gain(you), gain(rival)];
  const behind = rival.score - you.score;
  const r = rival.name;
  if (lead > 0 && gy >= gr)
    said.push(
      `${r} began this lesson $${lead} ahead of you. You gained $${gy} in it and ${r} $${gr}: not enough to catch up, so the lead from the earlier turns decided the game. A game is won over all its turns, by shares bought cheaply and income raised early.`,
    );
  else if (lead > 0)
    said.push(
      `${r} began this lesson $${lead} ahead of you and gained more in it ($${gr} to your $${gy}), so you finished $${behind} behind. A game is won over all its turns, by shares bought cheaply and income raised early.`,
    );
  else
    said.push(
      `You began this lesson ${lead === 0 ? `level with ${r}` : `$${-lead} ahead of ${r}`}, but ${r} gained $${gr} in it to your $${gy}: the last dividend and the last turns paid ${r} more.`,
    );
  return said.join(' ');
}

export const theEnd = defineLesson({
  id: 'the-end',
  game: 'chicago-express',
  title: 'The end and the winner',
  summary:
    'Once an end condition holds, the game ends after the next general dividend, and the player with the most money wins: shares count for nothing.',
  version: 1,
  start: start(),
  seat: 0,
  replies: { bot: 'easy' },
  outcome,
  steps: [
    lessonStep({
      id: 'bring-the-end',
      task: 'An end condition holds: {reasons}. The game ends right after the next general dividend. Choose the action that turns a second dial red, so that dividend comes at the start of the next turn.',
      rules: [
        'chicago-express:end-of-the-game',
        'chicago-express:end-conditions',
        'chicago-express:final-dividend-phase',
        'chicago-express:two-dials-in-the-red',
      ],
      goal: ({ after }) => redDialCount(after.context) >= 2,
      miss: 'That dial does not reach red, so the others get more turns before the end. Look for the dial one space short of red.',
      hint: 'The auction dial is already red. Which other pointer stands one space before its red end?',
      look: lookAtDials,
      values: ({ state }) => ({ reasons: listOf(endStatus(state.context).reasons) }),
    }),
    lessonStep({
      id: 'last-income',
      task: 'Your last action: develop a hex so that a company you hold pays more in the final dividend. Any such hex works.',
      rules: [
        'chicago-express:final-dividend-phase',
        'chicago-express:winning-the-game',
        'chicago-express:effect-on-cities-and-mountains',
      ],
      goal: raisesHeldIncome('develop.place'),
      miss: 'That house raises the income of companies you hold no share of: it helps only your rivals in the final dividend.',
      hint: 'Which developed hex would carry a locomotive of a company whose share you hold?',
      look: lookAtHeldNetworks,
      met: 'The final dividend is paid and the game ends. Count the money: shares are worth nothing now, and the richest player wins.',
    }),
  ],
});
