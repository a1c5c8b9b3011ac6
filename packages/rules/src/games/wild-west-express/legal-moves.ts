/**
 * The complete list of legal moves with their parameters: every purchase, every dynamite space,
 * every path of every piece (the board highlights their ends), every sheriff space. Paths, and
 * dynamite and sheriff spaces (a hundred or more a turn), are made with the checker's own
 * functions, so they need no second check; the rest go through the whole checker.
 */
import type { GameMove } from '../../core/record.js';
import { GOOD_IDS } from './data/goods.js';
import { CITY_IDS } from './data/network.js';
import { NODES } from './data/board.js';
import { explainDynamiteNow, explainInPhase, type Phase } from './explain.js';
import {
  cityAt,
  desperadoJumpPaths,
  desperadoPaths,
  explainDynamiteSpace,
  explainSheriffSpace,
  findDesperado,
  findTrain,
  movementCount,
  seatToAct,
  stationsOf,
  trainPaths,
  trainsOf,
} from './rules.js';
import { phaseOf, type WildWestExpressState } from './state.js';
import type { WweContext, WweMove } from './types.js';

const BY_CONSTRUCTION = new Set([
  'train.move',
  'desperado.move',
  'desperado.jump',
  'dynamite.lay',
  'sheriff.place',
]);
const TRACK = NODES.filter((n) => n.kind !== 'city').map((n) => n.id);

function candidates(ctx: WweContext, phase: Phase, player: number): WweMove[] {
  const out: WweMove[] = [];
  switch (phase) {
    case 'draft':
      for (const city of CITY_IDS) out.push({ type: 'city.choose', player, city });
      break;
    case 'placingDesperados':
      for (const city of ctx.startCities[player]!)
        out.push({ type: 'desperado.place', player, city });
      break;
    case 'beforeRoll': {
      for (const t of trainsOf(ctx, player)) {
        if (!cityAt(t.at)) continue;
        for (const good of GOOD_IDS) out.push({ type: 'goods.buy', player, train: t.id, good });
        out.push({ type: 'passengers.board', player, train: t.id });
        out.push({ type: 'station.buy', player, train: t.id });
        out.push({ type: 'train.upgrade', player, train: t.id });
      }
      for (const city of stationsOf(ctx, player)) {
        out.push({ type: 'train.buy', player, city, size: 'small' });
        out.push({ type: 'train.buy', player, city, size: 'large' });
        out.push({ type: 'gang.hire', player, city });
      }
      // The turn's limit, the supply and the cash once, then each space (explainBeforeRoll's check).
      if (!explainDynamiteNow(ctx, player))
        for (const space of TRACK)
          if (!explainDynamiteSpace(ctx, space)) out.push({ type: 'dynamite.lay', player, space });
      for (const k of ctx.kept[player]!) out.push({ type: 'telegram.play', player, card: k.card });
      out.push({ type: 'dice.roll', player });
      break;
    }
    case 'moving': {
      for (const id of ctx.toMove) {
        const t = findTrain(ctx, id);
        if (t) {
          for (const path of trainPaths(t, movementCount(t.size, ctx.dice!)))
            out.push({ type: 'train.move', player, train: id, path });
          out.push({ type: 'train.wait', player, train: id });
          continue;
        }
        const d = findDesperado(ctx, id)!;
        const count = movementCount('desperado', ctx.dice!);
        for (const path of desperadoPaths(ctx, d, count))
          out.push({ type: 'desperado.move', player, desperado: id, path });
        for (const path of desperadoJumpPaths(ctx, d, count))
          for (const to of stationsOf(ctx, player))
            if (to !== path[path.length - 1])
              out.push({ type: 'desperado.jump', player, desperado: id, path, to });
      }
      break;
    }
    case 'preRollMove':
    case 'telegramMove': {
      const p = ctx.pendingMove!;
      for (const path of trainPaths(findTrain(ctx, p.train)!, p.spaces, p.direction))
        out.push({ type: 'train.move', player, train: p.train, path });
      break;
    }
    case 'sheriff':
    case 'preRollSheriff':
      for (const sheriff of [0, 1])
        for (const space of TRACK)
          if (!explainSheriffSpace(ctx, sheriff, space))
            out.push({ type: 'sheriff.place', player, sheriff, space });
      out.push({ type: 'sheriff.skip', player });
      break;
    case 'telegram':
      out.push({ type: 'telegram.use', player }, { type: 'telegram.keep', player });
      break;
    case 'gameOver':
      break;
  }
  return out;
}

export function legalMoves(state: WildWestExpressState): WweMove[] {
  const ctx = state.context;
  const phase = phaseOf(state);
  const seat = seatToAct(ctx, phase);
  if (seat === null) return [];
  // Paths and spaces come from the functions the checker uses: legal by construction (they are
  // the seat's, well formed and of the phase's types, which the rest of the checker adds).
  return candidates(ctx, phase, seat).filter(
    (m) =>
      BY_CONSTRUCTION.has(m.type) || explainInPhase(ctx, phase, m as unknown as GameMove) === null,
  );
}
