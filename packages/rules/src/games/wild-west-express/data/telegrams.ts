/**
 * OUR DESIGN: the 52 telegrams. The rulebook names two kinds (a shouting conductor: public, read
 * out and resolved at once; a silent conductor: personal, used at once or kept for a later turn
 * before the roll) and competition cards, but prints no card texts; these are Railyard's own.
 * Every effect is either fixed or drawn from the game's seeded PRNG, and every card says which
 * train it affects (`affects`): the train that landed on the telegram space, every train, the
 * trains in one zone, or none.
 */
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

const personal = (
  id: string,
  title: string,
  affects: TelegramAffects,
  effect: TelegramEffect,
): TelegramCard => ({ id, title, kind: 'personal', affects, effect });
const pub = (
  id: string,
  title: string,
  affects: TelegramAffects,
  effect: TelegramEffect,
): TelegramCard => ({ id, title, kind: 'public', affects, effect });
const contest = (
  id: string,
  title: string,
  goal: CompetitionGoal,
  prize: number,
  rounds: number,
): TelegramCard => ({
  id,
  title,
  kind: 'competition',
  affects: 'no-train',
  effect: { type: 'competition', goal, prize, rounds },
});

export const TELEGRAMS: readonly TelegramCard[] = [
  // ---- Personal (silent conductor): use now, or keep and play before a later roll. ----
  personal('full-steam-1', 'Full steam ahead', 'drawing-train', {
    type: 'move',
    spaces: 3,
    direction: 'forward',
  }),
  personal('full-steam-2', 'Full steam ahead', 'drawing-train', {
    type: 'move',
    spaces: 3,
    direction: 'forward',
  }),
  personal('express-timetable', 'Express timetable', 'drawing-train', {
    type: 'move',
    spaces: 4,
    direction: 'forward',
  }),
  personal('tailwind', 'Tailwind', 'drawing-train', {
    type: 'move',
    spaces: 2,
    direction: 'forward',
  }),
  personal('runaway-engine', 'Runaway engine', 'drawing-train', { type: 'move-rolled' }),
  personal('armed-guards-1', 'Armed guards', 'drawing-train', { type: 'guard' }),
  personal('armed-guards-2', 'Armed guards', 'drawing-train', { type: 'guard' }),
  personal('railway-pass-1', 'Railway pass', 'drawing-train', { type: 'fee-pass' }),
  personal('railway-pass-2', 'Railway pass', 'drawing-train', { type: 'fee-pass' }),
  personal('premium-buyer-1', 'Premium buyer', 'drawing-train', { type: 'premium', perToken: 60 }),
  personal('premium-buyer-2', 'Premium buyer', 'drawing-train', { type: 'premium', perToken: 60 }),
  personal('railroad-bond-1', 'Railroad bond', 'no-train', { type: 'cash', amount: 100 }),
  personal('railroad-bond-2', 'Railroad bond', 'no-train', { type: 'cash', amount: 100 }),
  personal('inheritance', 'Inheritance', 'no-train', { type: 'cash', amount: 150 }),
  personal('gold-strike', 'Gold strike', 'no-train', { type: 'cash-rolled', perPip: 30 }),
  personal('deputy-1', 'Deputy’s badge', 'no-train', { type: 'sheriff' }),
  personal('deputy-2', 'Deputy’s badge', 'no-train', { type: 'sheriff' }),
  personal('track-walkers', 'Track walkers', 'drawing-train', {
    type: 'clear-dynamite-near',
    radius: 3,
  }),
  personal('land-grant', 'Land grant', 'no-train', { type: 'station-discount', amount: 200 }),
  personal('engine-works', 'Engine works', 'no-train', { type: 'upgrade-discount', amount: 300 }),
  // ---- Public (shouting conductor): read out and resolved at once. ----
  pub('payday', 'Payday', 'no-train', { type: 'everyone-cash', amount: 50 }),
  pub('rail-tax', 'Rail tax', 'no-train', { type: 'everyone-cash', amount: -50 }),
  pub('washout', 'Washout', 'drawing-train', { type: 'move', spaces: 3, direction: 'back' }),
  pub('headwind', 'Headwind', 'drawing-train', { type: 'move', spaces: 2, direction: 'back' }),
  pub('derailment', 'Derailment', 'drawing-train', { type: 'wait' }),
  pub('boiler-trouble', 'Boiler trouble', 'drawing-train', { type: 'wait-rolled', upTo: 3 }),
  pub('pickpockets', 'Pickpockets', 'drawing-train', { type: 'lose-passengers' }),
  pub('pacific-storm', 'Pacific storm', 'zone-trains', { type: 'zone-wait', zone: 'P' }),
  pub('mountain-blizzard', 'Mountain blizzard', 'zone-trains', { type: 'zone-wait', zone: 'M' }),
  pub('prairie-flood', 'Prairie flood', 'zone-trains', { type: 'zone-wait', zone: 'C' }),
  pub('sheriffs-ride-out', 'Sheriffs ride out', 'no-train', { type: 'recall-sheriffs' }),
  pub('amnesty', 'Amnesty', 'no-train', { type: 'clear-all-dynamite' }),
  pub('gang-feud', 'Gang feud', 'no-train', { type: 'scatter-desperados' }),
  pub('cattle-boom', 'Cattle boom', 'every-train', {
    type: 'goods-bonus',
    good: 'cattle',
    perToken: 40,
  }),
  pub('silver-fever', 'Silver fever', 'every-train', {
    type: 'goods-bonus',
    good: 'silver',
    perToken: 60,
  }),
  pub('passenger-rush', 'Passenger rush', 'every-train', { type: 'passenger-bonus', perToken: 30 }),
  // ---- Competitions: take a free slot; the first to do it wins the prize. ----
  contest(
    'guns-for-deadwood',
    'Guns for Deadwood',
    { type: 'deliver', good: 'weapons', city: 'deadwood' },
    200,
    5,
  ),
  contest(
    'gold-for-galveston',
    'Gold for Galveston',
    { type: 'deliver', good: 'gold', city: 'galveston' },
    300,
    6,
  ),
  contest(
    'beef-for-portland',
    'Beef for Portland',
    { type: 'deliver', good: 'cattle', city: 'portland' },
    250,
    6,
  ),
  contest(
    'silver-for-kansas-city',
    'Silver for Kansas City',
    { type: 'deliver', good: 'silver', city: 'kansas-city' },
    200,
    5,
  ),
  contest(
    'silk-for-denver',
    'Silk for Denver',
    { type: 'deliver', good: 'luxury-goods', city: 'denver' },
    250,
    5,
  ),
  contest(
    'cotton-for-the-coast',
    'Cotton for the coast',
    { type: 'deliver', good: 'cotton', city: 'san-francisco' },
    250,
    6,
  ),
  contest(
    'drills-for-helena',
    'Drills for Helena',
    { type: 'deliver', good: 'mining-equipment', city: 'helena' },
    200,
    5,
  ),
  contest(
    'whiskey-for-virginia-city',
    'Whiskey for Virginia City',
    { type: 'deliver', good: 'alcohol', city: 'virginia-city' },
    150,
    5,
  ),
  contest(
    'flour-for-santa-fe',
    'Flour for Santa Fe',
    { type: 'deliver', good: 'food', city: 'santa-fe' },
    150,
    4,
  ),
  contest(
    'rifles-for-tombstone',
    'Rifles for Tombstone',
    { type: 'deliver', good: 'weapons', city: 'tombstone' },
    200,
    5,
  ),
  contest('coast-to-prairie', 'Coast to prairie', { type: 'long-fare' }, 200, 6),
  contest('long-haul', 'The long haul', { type: 'long-fare' }, 150, 5),
  contest('pacific-franchise', 'Pacific franchise', { type: 'station-in', zone: 'P' }, 150, 4),
  contest('mountain-franchise', 'Mountain franchise', { type: 'station-in', zone: 'M' }, 150, 4),
  contest('prairie-franchise', 'Prairie franchise', { type: 'station-in', zone: 'C' }, 150, 4),
  contest('new-locomotive', 'The new locomotive', { type: 'large-train' }, 200, 5),
];

export const TELEGRAM_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  TELEGRAMS.map((card, i) => [card.id, i]),
);
