/**
 * The moving part of a Wild West Express turn: trains along their paths (duels with desperados,
 * dynamite, arrival in a town with its sales, fares and fee), desperados walking or jumping, and
 * the pieces with no move left.
 */
import { agree, amountList, listOf, message, money, objectOf } from '../../core/messages.js';
import { GOOD_NAMES } from './data/goods.js';
import { type CityId } from './data/network.js';
import { nodeLabel } from './data/board.js';
import {
  CITY_INDEX,
  FEE,
  LOOT_PER_TOKEN,
  OWNERSHIP_BONUS,
  desperadoWinsDuel,
  desperadoJumpPaths,
  hasDesperadoPath,
  hasTrainPath,
  fare,
  movementCount,
  nodeOf,
  salePrice,
  unloads,
  zoneIndex,
} from './rules.js';
import type { Cargo, Desperado, WweContext } from './types.js';
import {
  work,
  change,
  name,
  cityName,
  say,
  sayOfTrain,
  sayOf,
  whose,
  rollDie,
  earn,
  trainIndex,
  updateTrain,
  trainLabel,
  cargoLabel,
  type Work,
} from './effects-work.js';
import { claimCompetitions, drawTelegram } from './effects-telegrams.js';

function duelsOn(w: Work, trainId: string, node: string) {
  const t = w.trains[trainIndex(w, trainId)]!;
  if (nodeOf(node).kind === 'city') return;
  // The rulebook: meeting a rival desperado means a duel, cargo or not (the option skips it).
  if (t.cargo.length === 0 && w.options.skipEmptyTrainDuels) return;
  const attackers = w.desperados.filter((d) => d.at === node && d.owner !== t.owner);
  if (!attackers.length) return;
  let guarded = t.guarded;
  const winners: Desperado[] = [];
  for (const d of attackers) {
    if (guarded) {
      guarded = false;
      say(w, 'duel', 'Armed guards on {train} see off {owner} desperado without a shot.', {
        train: trainLabel(w, t),
        owner: whose(w, d.owner),
      });
      continue;
    }
    const train = rollDie(w);
    const bandit = rollDie(w);
    const banditWins = desperadoWinsDuel(bandit, train);
    say(
      w,
      'duel',
      'Duel on {space}: {owner} desperado rolls {bandit}, {train} rolls {roll}: {winner, select, desperado {the desperado wins} other {the train wins}}.',
      {
        space: nodeLabel(node),
        owner: whose(w, d.owner),
        bandit,
        train: trainLabel(w, t),
        roll: train,
        winner: banditWins ? 'desperado' : 'train',
      },
    );
    if (banditWins) winners.push(d);
  }
  if (guarded !== t.guarded) updateTrain(w, trainId, { guarded });
  if (!winners.length) return;
  if (t.cargo.length === 0) {
    sayOfTrain(w, 'duel', t, '{train} carries nothing: the desperado rides off empty-handed.');
    return;
  }
  const loot = LOOT_PER_TOKEN * t.cargo.length;
  const share = Math.floor(loot / winners.length);
  for (const d of winners) earn(w, d.owner, share);
  const takers = winners.map((d) =>
    message('{who} {verb} {share}', {
      who: name(w, d.owner),
      verb: agree(name(w, d.owner), 'take', 'takes'),
      share: money(share),
    }),
  );
  sayOfTrain(w, 'robbery', t, '{train} is robbed of {cargo}: {takers}.', {
    cargo: listOf(t.cargo.map(cargoLabel)),
    takers: amountList(takers),
  });
  updateTrain(w, trainId, { cargo: [] });
}

function explode(w: Work, trainId: string, node: string) {
  const t = w.trains[trainIndex(w, trainId)]!;
  const bomb = w.dynamite.find((d) => d.at === node)!;
  w.dynamite = w.dynamite.filter((d) => d !== bomb);
  const keep: Cargo[] = w.options.expensiveDynamite
    ? []
    : t.cargo.filter((c) => c.type === 'goods');
  updateTrain(w, trainId, { waiting: true, cargo: keep });
  const lost = t.cargo.filter((c) => !keep.includes(c)).map(cargoLabel);
  sayOfTrain(
    w,
    'dynamite',
    t,
    '{train} lands on {owner} dynamite: it waits one move{losing, select, yes {, losing {lost}} other {}}.',
    { owner: whose(w, bomb.owner), losing: lost.length ? 'yes' : 'no', lost: listOf(lost) },
  );
}

/** Arrival in a town: sell what it buys (+$20 a token at an own station), fares, then the fee. */
function arrive(w: Work, trainId: string, city: CityId) {
  const t = w.trains[trainIndex(w, trainId)]!;
  const seat = t.owner;
  const owner = w.stations[CITY_INDEX[city]!]!;
  const leaving = unloads(t, city);
  let sold = false;
  for (const c of leaving) {
    if (c.type === 'goods') {
      const base = salePrice(city, c.good)!;
      const bonus = owner === seat ? OWNERSHIP_BONUS : 0;
      earn(w, seat, base + bonus + t.premium);
      sold = true;
      sayOfTrain(
        w,
        'sale',
        t,
        '{train} sells {good} in {city} for {base}{bonus, select, none {} other { + {bonus} ownership bonus}}{premium, select, none {} other { + {premium} premium}}.',
        {
          good: GOOD_NAMES[c.good],
          city: cityName(city),
          base: money(base),
          bonus: bonus ? money(bonus) : 'none',
          premium: t.premium ? money(t.premium) : 'none',
        },
      );
      claimCompetitions(
        w,
        seat,
        (g) => g.type === 'deliver' && g.good === c.good && g.city === city,
      );
    } else {
      const amount = fare(c.zone, nodeOf(city).zone);
      earn(w, seat, amount);
      sayOfTrain(
        w,
        'fare',
        t,
        '{train} drops off passengers from zone {zone} in {city}: fare {amount}.',
        { zone: c.zone, city: cityName(city), amount: money(amount) },
      );
      if (Math.abs(zoneIndex(c.zone) - zoneIndex(nodeOf(city).zone)) === 2)
        claimCompetitions(w, seat, (g) => g.type === 'long-fare');
    }
  }
  const cargo = t.cargo.filter((c) => !leaving.includes(c));
  const next = updateTrain(w, trainId, { cargo, premium: sold ? 0 : t.premium });
  if (owner >= 0 && owner !== seat) {
    if (next.feePass) {
      updateTrain(w, trainId, { feePass: false });
      sayOfTrain(w, 'fee', t, '{train} shows its railway pass in {city}: no fee.', {
        city: cityName(city),
      });
    } else {
      const amount = FEE[t.size];
      if (w.cash[seat]! >= amount) {
        w.cash[seat]! -= amount;
        w.cash[owner]! += amount;
        sayOf(
          w,
          'fee',
          seat,
          '{who} {verb} {owner} {amount} for coal and water in {city}.',
          'pay',
          { owner: objectOf(name(w, owner)), amount: money(amount), city: cityName(city) },
        );
      } else {
        updateTrain(w, trainId, { owes: { to: owner, amount } });
        sayOf(
          w,
          'fee-unpaid',
          seat,
          '{who} cannot pay the {amount} fee in {city}: the train waits until it is paid.',
          null,
          { amount: money(amount), city: cityName(city) },
        );
      }
    }
  }
}

/**
 * A train's move along `path`: duels in the order of the spaces passed, then on the last space
 * dynamite, the town (sales, fares, fee), a sheriff star or a telegram. A move caused by a
 * telegram draws no further telegram.
 */
export const moveTrain = change(
  (w, seat: number, trainId: string, path: readonly string[], byTelegram: boolean) => {
    const start = w.trains[trainIndex(w, trainId)]!;
    if (byTelegram) w.pendingMove = null;
    else w.toMove = w.toMove.filter((id) => id !== trainId);
    for (const node of path) duelsOn(w, trainId, node);
    const last = path[path.length - 1]!;
    const before = path.length > 1 ? path[path.length - 2]! : start.at;
    updateTrain(w, trainId, { at: last, from: before });
    const node = nodeOf(last);
    if (node.city) {
      arrive(w, trainId, node.city);
      return;
    }
    if (w.dynamite.some((d) => d.at === last)) explode(w, trainId, last);
    if (node.feature === 'star') w.pendingSheriff = seat;
    if (node.feature === 'telegram' && !byTelegram) drawTelegram(w, seat, trainId);
  },
);

/** An empty train in a town may stay there for one move (waiting to load). */
export const holdTrain = change((w, trainId: string) => {
  w.toMove = w.toMove.filter((id) => id !== trainId);
});

export const moveDesperado = change((w, id: string, path: readonly string[]) => {
  w.toMove = w.toMove.filter((x) => x !== id);
  const i = w.desperados.findIndex((d) => d.id === id);
  w.desperados[i] = { ...w.desperados[i]!, at: path[path.length - 1]! };
});

export const jumpDesperado = change((w, id: string, path: readonly string[], to: CityId) => {
  w.toMove = w.toMove.filter((x) => x !== id);
  const i = w.desperados.findIndex((d) => d.id === id);
  const d = w.desperados[i]!;
  w.desperados[i] = { ...d, at: to };
  say(
    w,
    'relocation',
    '{owner} desperado rides into {space} and a new gang takes over in {city}.',
    {
      owner: whose(w, d.owner, 'start'),
      space: nodeLabel(path[path.length - 1]!),
      city: cityName(to),
    },
  );
});

/**
 * A piece that can no longer move this turn leaves the list: a desperado hemmed in by a sheriff
 * placed after the roll. (Trains always have a way on; the check is the same for safety.)
 */
export function dropStuckPieces(ctx: WweContext): WweContext {
  if (!ctx.dice || ctx.toMove.length === 0) return ctx;
  const count = movementCount('desperado', ctx.dice);
  const stuck = ctx.toMove.filter((id) => {
    const d = ctx.desperados.find((x) => x.id === id);
    if (d) return !hasDesperadoPath(ctx, d, count) && !desperadoJumpPaths(ctx, d, count).length;
    const t = ctx.trains.find((x) => x.id === id)!;
    return !hasTrainPath(t, movementCount(t.size, ctx.dice!));
  });
  if (!stuck.length) return ctx;
  const w = work(ctx);
  w.events = [...ctx.events];
  w.toMove = w.toMove.filter((id) => !stuck.includes(id));
  say(
    w,
    'sheriff',
    '{n, plural, one {A piece is hemmed in and stays} other {Pieces are hemmed in and stay}} put this turn.',
    { n: stuck.length },
  );
  return w;
}
