/**
 * OUR DESIGN: the wording printed on each of the 52 telegrams (telegrams.ts holds what the rules
 * need: id, title, kind, the train affected and the effect). Presentation only: no rule reads it,
 * so it stays out of the engine and boards load it when they first show a card's text
 * (`@railyard/rules/texts/wild-west-express`).
 */
export const TELEGRAM_TEXTS: Readonly<Record<string, string>> = {
  'full-steam-1': 'The fireman shovels like mad. This train moves 3 spaces forward.',
  'full-steam-2': 'The fireman shovels like mad. This train moves 3 spaces forward.',
  'express-timetable': 'The line is cleared for you. This train moves 4 spaces forward.',
  tailwind: 'A prairie wind at your back. This train moves 2 spaces forward.',
  'runaway-engine':
    'The brakes will not hold. Roll a die: this train moves that many spaces forward.',
  'armed-guards-1': 'Two marshals ride along. This train wins its next duel without a roll.',
  'armed-guards-2': 'Two marshals ride along. This train wins its next duel without a roll.',
  'railway-pass-1':
    'A friend at a rival company. This train pays no coal-and-water fee at the next rival station where it stops.',
  'railway-pass-2':
    'A friend at a rival company. This train pays no coal-and-water fee at the next rival station where it stops.',
  'premium-buyer-1':
    'A merchant is waiting. The next sale of goods from this train pays $60 more per token.',
  'premium-buyer-2':
    'A merchant is waiting. The next sale of goods from this train pays $60 more per token.',
  'railroad-bond-1': 'Your bond matures. Take $100 from the bank.',
  'railroad-bond-2': 'Your bond matures. Take $100 from the bank.',
  inheritance: 'An uncle in Boston remembers you. Take $150 from the bank.',
  'gold-strike': 'Your surveyor struck gold. Roll a die and take $30 for every pip.',
  'deputy-1': 'The town owes you a favour. Place a sheriff on any track space, or move one.',
  'deputy-2': 'The town owes you a favour. Place a sheriff on any track space, or move one.',
  'track-walkers':
    'Your crew walks the line. All dynamite within 3 spaces of this train goes back to the supply.',
  'land-grant': 'Congress is generous. Your next station costs $200 less.',
  'engine-works': 'The works owe you. Your next upgrade costs $300 less.',
  payday: 'Mail contracts are paid out. Every player takes $50 from the bank.',
  'rail-tax':
    'The territory wants its share. Every player pays $50 to the bank (or all their cash, if less).',
  washout: 'The bridge ahead is gone. This train backs up 3 spaces.',
  headwind: 'A gale from the front. This train backs up 2 spaces.',
  derailment:
    'A loose rail. This train waits one move while it is put back on the track; its goods stay aboard.',
  'boiler-trouble': 'The boiler hisses. Roll a die: on 1 to 3 this train waits one move.',
  pickpockets:
    'Light fingers in the saloon car. The passengers of this train get off without paying.',
  'pacific-storm':
    'A storm rolls in from the ocean. Every train in the Pacific zone waits one move.',
  'mountain-blizzard': 'Snow closes the passes. Every train in the Mountain zone waits one move.',
  'prairie-flood': 'The rivers rise. Every train in the Central zone waits one move.',
  'sheriffs-ride-out':
    'The sheriffs are called to the capital. Both sheriffs go back to the supply.',
  amnesty: 'The army clears the lines. All dynamite on the board goes back to the supply.',
  'gang-feud':
    'The gangs fall out. Every desperado rides to one of its owner’s stations, drawn at random.',
  'cattle-boom':
    'Beef prices soar. Every train carrying cattle earns its owner $40 per cattle token.',
  'silver-fever':
    'The mints are buying. Every train carrying silver earns its owner $60 per silver token.',
  'passenger-rush':
    'Everyone wants to go west. Every train carrying passengers earns its owner $30 per passenger token.',
  'guns-for-deadwood':
    'The first player to sell weapons in Deadwood takes $200. Lapses after 5 rounds.',
  'gold-for-galveston':
    'The first player to sell gold in Galveston takes $300. Lapses after 6 rounds.',
  'beef-for-portland':
    'The first player to sell cattle in Portland takes $250. Lapses after 6 rounds.',
  'silver-for-kansas-city':
    'The first player to sell silver in Kansas City takes $200. Lapses after 5 rounds.',
  'silk-for-denver':
    'The first player to sell luxury goods in Denver takes $250. Lapses after 5 rounds.',
  'cotton-for-the-coast':
    'The first player to sell cotton in San Francisco takes $250. Lapses after 6 rounds.',
  'drills-for-helena':
    'The first player to sell mining equipment in Helena takes $200. Lapses after 5 rounds.',
  'whiskey-for-virginia-city':
    'The first player to sell alcohol in Virginia City takes $150. Lapses after 5 rounds.',
  'flour-for-santa-fe':
    'The first player to sell food in Santa Fe takes $150. Lapses after 4 rounds.',
  'rifles-for-tombstone':
    'The first player to sell weapons in Tombstone takes $200. Lapses after 5 rounds.',
  'coast-to-prairie':
    'The first player to drop off passengers two zone lines from where they boarded takes $200. Lapses after 6 rounds.',
  'long-haul':
    'The first player to drop off passengers two zone lines from where they boarded takes $150. Lapses after 5 rounds.',
  'pacific-franchise':
    'The first player to buy a station in the Pacific zone takes $150. Lapses after 4 rounds.',
  'mountain-franchise':
    'The first player to buy a station in the Mountain zone takes $150. Lapses after 4 rounds.',
  'prairie-franchise':
    'The first player to buy a station in the Central zone takes $150. Lapses after 4 rounds.',
  'new-locomotive':
    'The first player to buy a large train or upgrade one takes $200. Lapses after 5 rounds.',
};
