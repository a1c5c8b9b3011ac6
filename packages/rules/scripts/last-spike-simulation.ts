/**
 * Simulation figures for Last Spike's reconstructed data: per player count (2–6), N seeded games
 * with the land-speculator test bot in every seat (or the random bot with --random). Prints a
 * Markdown table: share of games reaching the last spike, median tiles laid, median route payouts
 * (completed routes), bankruptcies, median and range of the winner's cash. Run:
 *   npx tsx scripts/last-spike-simulation.ts [--games 1000] [--random]
 */
import { simulate } from '../src/core/bot-play.js';
import type { Bot } from '../src/core/random-bot.js';
import { lastSpike, type LastSpikeState } from '../src/games/last-spike/index.js';
import { spikeBot } from '../src/games/last-spike/testing/bots.js';

const args = process.argv.slice(2);
const games = Number(args[args.indexOf('--games') + 1] ?? 1000) || 1000;
const random = args.includes('--random');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const k = (n: number) => `$${Math.round(n / 1000)}k`;

console.log(
  `Last Spike, ${games} games per player count, ${random ? 'random bots' : 'test bot "spike"'} in every seat\n`,
);
console.log(
  '| players | last spike reached | median tiles laid | median payouts (routes) | games with a bankruptcy | bankruptcies / game | winner cash median (min–max) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (let n = 2; n <= 6; n++) {
  const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
  const bots: Record<number, Bot> = random
    ? {}
    : Object.fromEntries(players.map((_, s) => [s, spikeBot]));
  const tiles: number[] = [];
  const payouts: number[] = [];
  const winnerCash: number[] = [];
  let spikes = 0;
  let withBankruptcy = 0;
  let bankruptcies = 0;
  for (let g = 0; g < games; g++) {
    const { state } = simulate(lastSpike, { players, seed: `sim-${n}-${g}` }, { bots });
    const ctx = (state as LastSpikeState).context;
    const result = lastSpike.result(state as LastSpikeState)!;
    tiles.push(Object.keys(ctx.board).length);
    payouts.push(ctx.completed.length);
    if (ctx.end === 'lastSpike') spikes++;
    const b = ctx.bankrupt.filter((x) => x !== null).length;
    bankruptcies += b;
    if (b > 0) withBankruptcy++;
    winnerCash.push(ctx.cash[result.winners[0]!]!);
  }
  const pct = (x: number) => `${((100 * x) / games).toFixed(1)}%`;
  console.log(
    `| ${n} | ${pct(spikes)} | ${median(tiles)} | ${median(payouts)} | ${pct(withBankruptcy)} | ${(bankruptcies / games).toFixed(2)} | ${k(median(winnerCash))} (${k(Math.min(...winnerCash))}–${k(Math.max(...winnerCash))}) |`,
  );
}
