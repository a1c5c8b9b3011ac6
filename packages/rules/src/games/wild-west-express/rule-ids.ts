import { defineRuleSections } from '../../core/rule-sections.js';

const PAGE = 'wild-west-express';
/** The rules page's headings in rulebook order, one a line (one string: gzip keeps it smaller). */
const RULES_PAGE_TITLES = `
Goods and passengers
Small and large trains
Buying trains
Upgrading trains
Train prices
Earning money
Trading goods
Carrying passengers
Passenger fares
Buying stations
Coal and water fees
Ownership bonus
Starting the game
Choosing start cities
Placing desperados
Starting trains and capital
Rolling and moving trains
Movement dice
Every train must move
Full movement and stopping at stations
No dumping of goods
Reversing direction
Passing and junctions
Moving desperados
When to buy and sell goods
Before rolling the dice
Winning the game
Success points needed to win
Scoring success points
Dangers along the way
Desperados
Duels
Loot from a robbery
Movement after an attack
Two desperados on one space
When desperados cannot attack
Relocating a desperado
Dynamite
Buying and placing dynamite
Dynamite explosions
Sheriffs
Placing a sheriff
Sheriffs block desperados
Sheriffs clear dynamite
Telegrams
Drawing a telegram
Public and personal telegrams
Competition telegrams
Tips and tricks
Shorter games
Price overview cards
Extra desperados for two players
Dirty tricks and side deals
Alternative rules
Variant: expensive dynamite
Variant: extra desperado gang`;

/** Rule sections of Wild West Express, in rulebook order; ids are `wild-west-express:<slug of title>`. */
export const ruleSections = defineRuleSections(PAGE, [
  ['Components', PAGE],
  ['Setup', PAGE],
  ...RULES_PAGE_TITLES.trim()
    .split('\n')
    .map((title) => [title, `${PAGE}/rules`] as const),
]);
