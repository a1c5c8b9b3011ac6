/**
 * Balance simulation of our Wild West Express design: N games per player count (2–5) with the
 * western test bot in every seat (start cities drafted at random), reporting game length in
 * rounds, the share of games that reach the target before a safety limit of 50 rounds, win rate
 * by seat position after the first player and by start city, and how often each rule fires.
 *   npx tsx scripts/wild-west-express-balance.ts [games per count] [--json out.json]
 */
import { writeFileSync } from 'node:fs';
import { chooseBotMove } from '../src/core/random-bot.js';
import { applyMove } from '../src/core/replay.js';
import { CITY_IDS } from '../src/games/wild-west-express/data/network.js';
import { TELEGRAMS } from '../src/games/wild-west-express/data/telegrams.js';
import {
  wildWestExpress as game,
  type WildWestExpressState,
} from '../src/games/wild-west-express/index.js';
import { westernBot } from '../src/games/wild-west-express/testing/bots.js';

const N = Number(process.argv[2] ?? 1000);
const jsonOut = process.argv.includes('--json')
  ? process.argv[process.argv.indexOf('--json') + 1]
  : null;
const SAFETY_ROUNDS = 50;

interface Tally {
  games: number;
  rounds: number[];
  reachedTarget: number;
  winsByPosition: number[];
  cityAppearances: Record<string, number>;
  cityWins: Record<string, number>;
  fires: Record<string, number>;
  telegrams: Record<string, number>;
}

const pct = (a: number, b: number) => (b ? (100 * a) / b : 0);
const add = (r: Record<string, number>, k: string, by = 1) => (r[k] = (r[k] ?? 0) + by);

function play(players: number, seed: string, t: Tally) {
  const setup = {
    players: Array.from({ length: players }, (_, i) => `P${i + 1}`),
    seed,
    options: { roundLimit: SAFETY_ROUNDS },
  };
  let state = game.createGame(setup) as WildWestExpressState;
  let index = 0;
  while (game.result(state) === null) {
    const seat = game.activeSeats(state)[0]!;
    const move = chooseBotMove(game, state, seat, westernBot, seed, index);
    const next = applyMove(game, state, move);
    if (!next.ok) throw new Error(`${seed} move ${index}: ${next.error.reason}`);
    state = next.state;
    index++;
    if (move.type === 'dynamite.lay') add(t.fires, 'dynamite laid');
    if (move.type === 'desperado.jump') add(t.fires, 'desperado relocation');
    if (move.type === 'sheriff.place') add(t.fires, 'sheriff placed or moved');
    if (move.type === 'telegram.keep') add(t.fires, 'personal telegram kept');
    for (const e of state.context.events) {
      if (e.kind === 'duel') add(t.fires, 'duel');
      if (e.kind === 'robbery') add(t.fires, 'robbery (desperado wins)');
      if (e.kind === 'dynamite') add(t.fires, 'dynamite explosion');
      if (e.kind === 'fee') add(t.fires, 'coal-and-water fee');
      if (e.kind === 'fee-unpaid') add(t.fires, 'unpaid fee (train waits)');
      if (e.kind === 'competition' && /wins/.test(e.text)) add(t.fires, 'competition won');
      if (e.kind === 'competition' && /lapses/.test(e.text)) add(t.fires, 'competition lapsed');
      if (e.kind === 'sale' && /ownership bonus/.test(e.text)) add(t.fires, 'ownership bonus');
      if (e.kind === 'sale') add(t.fires, 'goods sale');
      if (e.kind === 'fare') add(t.fires, 'passenger fare');
      if (e.kind === 'sheriff' && /hemmed in/.test(e.text))
        add(t.fires, 'desperado blocked by sheriffs');
      if (e.kind === 'sheriff' && /removes/.test(e.text)) add(t.fires, 'sheriff clears dynamite');
      if (e.kind === 'deck-empty') add(t.fires, 'empty deck');
      if (e.card && e.kind === 'telegram' && (e.onlyFor !== undefined || / draws “/.test(e.text)))
        add(t.telegrams, e.card);
    }
  }
  const ctx = state.context;
  const result = game.result(state)!;
  t.games++;
  t.rounds.push(ctx.round);
  if (ctx.winner !== null) t.reachedTarget++;
  for (const w of result.winners) {
    t.winsByPosition[(w - ctx.firstPlayer + players) % players]! += 1 / result.winners.length;
    for (const c of ctx.startCities[w]!) add(t.cityWins, c, 1 / result.winners.length);
  }
  for (const cities of ctx.startCities) for (const c of cities) add(t.cityAppearances, c);
}

const all: Record<number, Tally> = {};
const t0 = performance.now();
for (const players of [2, 3, 4, 5]) {
  const t: Tally = {
    games: 0,
    rounds: [],
    reachedTarget: 0,
    winsByPosition: Array(players).fill(0),
    cityAppearances: {},
    cityWins: {},
    fires: {},
    telegrams: {},
  };
  for (let i = 0; i < N; i++) play(players, `balance-${players}-${i}`, t);
  all[players] = t;
  const r = [...t.rounds].sort((a, b) => a - b);
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  console.log(
    `${players} players: ${t.games} games; rounds mean ${mean.toFixed(1)}, median ${r[r.length >> 1]}, 10–90% ${r[Math.floor(r.length * 0.1)]}–${r[Math.floor(r.length * 0.9)]}; reached target ${pct(t.reachedTarget, t.games).toFixed(1)}%; wins by position ${t.winsByPosition.map((w) => pct(w, t.games).toFixed(1) + '%').join(' / ')} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
}

// Start cities across all counts: wins against the expected share (1/n per appearance).
console.log('\nStart city: appearances, wins, win rate ÷ average (≤ 2 wanted)');
const cityRows = CITY_IDS.map((c) => {
  let appearances = 0,
    wins = 0,
    expected = 0;
  for (const [n, t] of Object.entries(all)) {
    appearances += t.cityAppearances[c] ?? 0;
    wins += t.cityWins[c] ?? 0;
    expected += (t.cityAppearances[c] ?? 0) / Number(n);
  }
  return { city: c, appearances, wins: Math.round(wins), ratio: expected ? wins / expected : 0 };
}).sort((a, b) => b.ratio - a.ratio);
for (const row of cityRows)
  console.log(
    `  ${row.city.padEnd(15)} ${String(row.appearances).padStart(5)} ${String(row.wins).padStart(5)}  ${row.ratio.toFixed(2)}`,
  );

console.log('\nRule firings per game (2 / 3 / 4 / 5 players)');
const kinds = [...new Set(Object.values(all).flatMap((t) => Object.keys(t.fires)))].sort();
for (const k of kinds)
  console.log(
    `  ${k.padEnd(30)} ${[2, 3, 4, 5].map((n) => ((all[n]!.fires[k] ?? 0) / all[n]!.games).toFixed(2)).join(' / ')}`,
  );

console.log('\nTelegram draws per 100 games (all counts)');
const games = Object.values(all).reduce((a, t) => a + t.games, 0);
for (const card of TELEGRAMS) {
  const d = Object.values(all).reduce((a, t) => a + (t.telegrams[card.id] ?? 0), 0);
  console.log(`  ${card.id.padEnd(28)} ${pct(d, games).toFixed(1)}`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ all, cityRows }, null, 1));
