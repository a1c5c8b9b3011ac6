/**
 * OUR DESIGN: the 52 telegrams. The rulebook names two kinds (a shouting conductor: public, read
 * out and resolved at once; a silent conductor: personal, used at once or kept for a later turn
 * before the roll) and competition cards, but prints no card texts; these are Railyard's own.
 * Every effect is either fixed or drawn from the game's seeded PRNG, and every card says which
 * train it affects (`affects`): the train that landed on the telegram space, every train, the
 * trains in one zone, or none.
 */
import { slugify } from '../../../core/rule-sections.js';
import type { GoodId } from './goods.js';
import type { CityId, ZoneId } from './network.js';

export type TelegramKind = 'public' | 'personal' | 'competition';
export type TelegramAffects = 'drawing-train' | 'every-train' | 'zone-trains' | 'no-train';

/** What a competition asks for; the first player to do it takes the prize. */
export type CompetitionGoal =
  | { readonly type: 'deliver'; readonly good: GoodId; readonly city: CityId }
  | { readonly type: 'long-fare' }
  | { readonly type: 'station-in'; readonly zone: ZoneId }
  | { readonly type: 'large-train' };

export type TelegramEffect =
  /** The drawing train moves this many spaces (forward: on its way; back: reversing first). */
  | { readonly type: 'move'; readonly spaces: number; readonly direction: 'forward' | 'back' }
  /** The drawing train moves forward as many spaces as one die shows. */
  | { readonly type: 'move-rolled' }
  /** The drawing train wins its next duel without a roll. */
  | { readonly type: 'guard' }
  /** The drawing train pays no coal-and-water fee at the next rival station it stops at. */
  | { readonly type: 'fee-pass' }
  /** The drawing train's next sale pays this much more per goods token. */
  | { readonly type: 'premium'; readonly perToken: number }
  /** The drawing player receives this much from the bank. */
  | { readonly type: 'cash'; readonly amount: number }
  /** The drawing player rolls one die and receives that many times `perPip`. */
  | { readonly type: 'cash-rolled'; readonly perPip: number }
  /** The drawing player places a sheriff (or moves one when both are out). */
  | { readonly type: 'sheriff' }
  /** Every dynamite token within `radius` steps of the drawing train goes back to the supply. */
  | { readonly type: 'clear-dynamite-near'; readonly radius: number }
  /** The drawing player's next station costs this much less. */
  | { readonly type: 'station-discount'; readonly amount: number }
  /** The drawing player's next upgrade costs this much less. */
  | { readonly type: 'upgrade-discount'; readonly amount: number }
  /** Every player receives `amount` (negative: pays it, or all their cash if less). */
  | { readonly type: 'everyone-cash'; readonly amount: number }
  /** The drawing train waits one move (its goods stay aboard). */
  | { readonly type: 'wait' }
  /** One die is rolled: on `upTo` or less the drawing train waits one move. */
  | { readonly type: 'wait-rolled'; readonly upTo: number }
  /** The drawing train's passengers leave without paying. */
  | { readonly type: 'lose-passengers' }
  /** Every train standing in the zone waits one move. */
  | { readonly type: 'zone-wait'; readonly zone: ZoneId }
  /** Both sheriffs go back to the supply. */
  | { readonly type: 'recall-sheriffs' }
  /** Every dynamite token on the board goes back to the supply. */
  | { readonly type: 'clear-all-dynamite' }
  /** Every desperado rides to one of its owner's stations, drawn at random. */
  | { readonly type: 'scatter-desperados' }
  /** Every train carrying this good earns its owner `perToken` for each token of it. */
  | { readonly type: 'goods-bonus'; readonly good: GoodId; readonly perToken: number }
  /** Every train carrying passengers earns its owner `perToken` for each passenger token. */
  | { readonly type: 'passenger-bonus'; readonly perToken: number }
  /** A competition: the card takes a free slot; the first to reach the goal wins the prize. */
  | {
      readonly type: 'competition';
      readonly goal: CompetitionGoal;
      readonly prize: number;
      /** It lapses when this many rounds have ended after it was drawn. */
      readonly rounds: number;
    };

export interface TelegramCard {
  readonly id: string;
  readonly title: string;
  readonly kind: TelegramKind;
  readonly affects: TelegramAffects;
  readonly effect: TelegramEffect;
  // The card's wording is in telegram-texts.ts: presentation only, loaded by boards when shown.
}

/** A card; its id is its title's slug ("Payday" → `payday`) unless given. */
const card =
  (kind: TelegramKind) =>
  (title: string, affects: TelegramAffects, effect: TelegramEffect, id = slugify(title)) => ({
    id,
    title,
    kind,
    affects,
    effect,
  });
const personal = card('personal');
const pub = card('public');
/** Two copies of a personal card, `<id>-1` and `<id>-2`. */
const twoPersonal = (
  title: string,
  affects: TelegramAffects,
  effect: TelegramEffect,
  id = slugify(title),
) => [personal(title, affects, effect, `${id}-1`), personal(title, affects, effect, `${id}-2`)];
const contest = (
  title: string,
  goal: CompetitionGoal,
  prize: number,
  rounds: number,
  id?: string,
) => card('competition')(title, 'no-train', { type: 'competition', goal, prize, rounds }, id);
/** A competition to deliver a good to a town: "Guns for Deadwood". */
const deliver = (title: string, good: GoodId, city: CityId, prize: number, rounds: number) =>
  contest(title, { type: 'deliver', good, city }, prize, rounds);

export const TELEGRAMS: readonly TelegramCard[] = [
  // ---- Personal (silent conductor): use now, or keep and play before a later roll. ----
  ...twoPersonal(
    'Full steam ahead',
    'drawing-train',
    { type: 'move', spaces: 3, direction: 'forward' },
    'full-steam',
  ),
  personal('Express timetable', 'drawing-train', { type: 'move', spaces: 4, direction: 'forward' }),
  personal('Tailwind', 'drawing-train', { type: 'move', spaces: 2, direction: 'forward' }),
  personal('Runaway engine', 'drawing-train', { type: 'move-rolled' }),
  ...twoPersonal('Armed guards', 'drawing-train', { type: 'guard' }),
  ...twoPersonal('Railway pass', 'drawing-train', { type: 'fee-pass' }),
  ...twoPersonal('Premium buyer', 'drawing-train', { type: 'premium', perToken: 60 }),
  ...twoPersonal('Railroad bond', 'no-train', { type: 'cash', amount: 100 }),
  personal('Inheritance', 'no-train', { type: 'cash', amount: 150 }),
  personal('Gold strike', 'no-train', { type: 'cash-rolled', perPip: 30 }),
  ...twoPersonal('Deputy’s badge', 'no-train', { type: 'sheriff' }, 'deputy'),
  personal('Track walkers', 'drawing-train', { type: 'clear-dynamite-near', radius: 3 }),
  personal('Land grant', 'no-train', { type: 'station-discount', amount: 200 }),
  personal('Engine works', 'no-train', { type: 'upgrade-discount', amount: 300 }),
  // ---- Public (shouting conductor): read out and resolved at once. ----
  pub('Payday', 'no-train', { type: 'everyone-cash', amount: 50 }),
  pub('Rail tax', 'no-train', { type: 'everyone-cash', amount: -50 }),
  pub('Washout', 'drawing-train', { type: 'move', spaces: 3, direction: 'back' }),
  pub('Headwind', 'drawing-train', { type: 'move', spaces: 2, direction: 'back' }),
  pub('Derailment', 'drawing-train', { type: 'wait' }),
  pub('Boiler trouble', 'drawing-train', { type: 'wait-rolled', upTo: 3 }),
  pub('Pickpockets', 'drawing-train', { type: 'lose-passengers' }),
  pub('Pacific storm', 'zone-trains', { type: 'zone-wait', zone: 'P' }),
  pub('Mountain blizzard', 'zone-trains', { type: 'zone-wait', zone: 'M' }),
  pub('Prairie flood', 'zone-trains', { type: 'zone-wait', zone: 'C' }),
  pub('Sheriffs ride out', 'no-train', { type: 'recall-sheriffs' }),
  pub('Amnesty', 'no-train', { type: 'clear-all-dynamite' }),
  pub('Gang feud', 'no-train', { type: 'scatter-desperados' }),
  pub('Cattle boom', 'every-train', { type: 'goods-bonus', good: 'cattle', perToken: 40 }),
  pub('Silver fever', 'every-train', { type: 'goods-bonus', good: 'silver', perToken: 60 }),
  pub('Passenger rush', 'every-train', { type: 'passenger-bonus', perToken: 30 }),
  // ---- Competitions: take a free slot; the first to do it wins the prize. ----
  deliver('Guns for Deadwood', 'weapons', 'deadwood', 200, 5),
  deliver('Gold for Galveston', 'gold', 'galveston', 300, 6),
  deliver('Beef for Portland', 'cattle', 'portland', 250, 6),
  deliver('Silver for Kansas City', 'silver', 'kansas-city', 200, 5),
  deliver('Silk for Denver', 'luxury-goods', 'denver', 250, 5),
  deliver('Cotton for the coast', 'cotton', 'san-francisco', 250, 6),
  deliver('Drills for Helena', 'mining-equipment', 'helena', 200, 5),
  deliver('Whiskey for Virginia City', 'alcohol', 'virginia-city', 150, 5),
  deliver('Flour for Santa Fe', 'food', 'santa-fe', 150, 4),
  deliver('Rifles for Tombstone', 'weapons', 'tombstone', 200, 5),
  contest('Coast to prairie', { type: 'long-fare' }, 200, 6),
  contest('The long haul', { type: 'long-fare' }, 150, 5, 'long-haul'),
  contest('Pacific franchise', { type: 'station-in', zone: 'P' }, 150, 4),
  contest('Mountain franchise', { type: 'station-in', zone: 'M' }, 150, 4),
  contest('Prairie franchise', { type: 'station-in', zone: 'C' }, 150, 4),
  contest('The new locomotive', { type: 'large-train' }, 200, 5, 'new-locomotive'),
];

export const TELEGRAM_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  TELEGRAMS.map((card, i) => [card.id, i]),
);
