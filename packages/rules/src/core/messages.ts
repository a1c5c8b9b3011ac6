/**
 * Messages for people, built from ICU MessageFormat templates (plural and select) instead of
 * string concatenation: "You bid" but "Ada bids", "an NYC share" but "a PRR share", "1 share" but
 * "2 shares". The templates are English today; the same calls are the base for other languages.
 * No DOM: the formatter uses only `Intl`.
 */
import { formatIcu } from './icu.js';

export type MessageValues = Readonly<Record<string, string | number>>;

/** Formats one ICU MessageFormat template (`{name}`, `{n, plural, …}`, `{x, select, …}`). */
export function message(template: string, values: MessageValues = {}): string {
  return formatIcu(template, values);
}

/**
 * Grammatical person of a player's name for verb agreement: a seat named "You" (the
 * playground's default for the person at the screen) is spoken to, every other name spoken of.
 * Use it as `{person, select, second {You bid} other {{who} bids}}`.
 */
export function personOf(name: string): 'second' | 'third' {
  return name.trim().toLowerCase() === 'you' ? 'second' : 'third';
}

/** The name as a sentence subject plus its person, for `{who}` and `{person, select, …}`. */
export function subject(name: string): { who: string; person: 'second' | 'third' } {
  return { who: name, person: personOf(name) };
}

/**
 * A sentence about a player whose verb agrees with the name: `agree('You', '{who} bid',
 * '{who} bids')` is "You bid", with "Ada" it is "Ada bids". Both templates get `{who}` and
 * `values`.
 */
export function agree(
  name: string,
  second: string,
  third: string,
  values: MessageValues = {},
): string {
  return message(`{person, select, second {${second}} other {${third}}}`, {
    ...values,
    ...subject(name),
  });
}

/**
 * `who` followed by the verb phrase that agrees with it, when the phrases are already written
 * out: `sentence('You', 'draw a tile.', 'draws a tile.')` is "You draw a tile.".
 */
export function sentence(who: string, second: string, third: string): string {
  return agree(who, '{who} {second}', '{who} {third}', { second, third });
}

/**
 * "Your" for a seat named "You", "Ada’s" for Ada: at the `start` of a sentence (the default),
 * `within` one ("on your train"), or standing `alone` ("not yours", "not Ada’s").
 */
export function possessive(name: string, at: 'start' | 'within' | 'alone' = 'start'): string {
  const own = { start: 'Your', within: 'your', alone: 'yours' }[at];
  return message(`{person, select, second {${own}} other {{who}’s}}`, subject(name));
}

/** The name as an object ("pays you $10", "pays Ada $10"). */
export function objectOf(name: string): string {
  return message('{person, select, second {you} other {{who}}}', subject(name));
}

// Letters whose English name starts with a vowel sound ("an F", "an NYC", "an SP").
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');
// Words spelled with a vowel but said with a consonant ("a union", "a one-off"), or the reverse.
const CONSONANT_SOUND = /^(uni|use|usu|uti|eu|one|once|ubi)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/**
 * "a" or "an" before `word`, by its sound: initialisms are read letter by letter ("an NYC
 * share", "a B&O share"), words as words ("an American share", "a Union share").
 */
export function articleFor(word: string): 'a' | 'an' {
  const text = word.trim();
  if (!text) return 'a';
  const first = text.split(/[\s-]/)[0]!;
  const initialism = first.length > 1 && /^[A-Z&]+$/.test(first.replace(/[^A-Za-z&]/g, ''));
  if (initialism || first.length === 1)
    return VOWEL_SOUND_LETTERS.has(first[0]!.toUpperCase()) ? 'an' : 'a';
  if (VOWEL_SOUND.test(first)) return 'an';
  if (CONSONANT_SOUND.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** `word` with its indefinite article: "an American", "a PRR". */
export function withArticle(word: string): string {
  return message('{article, select, an {an} other {a}} {word}', {
    article: articleFor(word),
    word,
  });
}

/** Dollars, grouped: "$1,200". */
export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** A signed amount of money: "+$12", "−$3". */
export function signedMoney(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${money(Math.abs(amount))}`;
}

const lists = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "Ada", "Ada and Bo", "Ada, Bo, and Cy". */
export function listOf(items: readonly string[]): string {
  return lists.format(items);
}

const units = new Intl.ListFormat('en', { style: 'short', type: 'unit' });

/** A list of amounts, comma separated: "Ada +$12, Bo +$6". */
export function amountList(items: readonly string[]): string {
  return units.format(items);
}

/**
 * The refusal of a move by a seat that is not to act, in words that agree with either name:
 * "It is Ada’s turn (seat 1), not yours (seat 0)", "It is your turn (seat 0), not Bo’s (seat
 * 2)"; with no seat to act, "It is nobody’s turn, not Ada’s (seat 0)". No final stop.
 */
export function notTheirTurn(
  actor: { readonly name: string; readonly seat: number } | null,
  tried: { readonly name: string; readonly seat: number },
): string {
  return message(
    '{nobody, select, yes {It is nobody’s turn} other {It is {actor} turn (seat {actorSeat})}}, not {tried} (seat {triedSeat})',
    {
      nobody: actor ? 'no' : 'yes',
      actor: actor ? possessive(actor.name, 'within') : '',
      actorSeat: actor?.seat ?? -1,
      tried: possessive(tried.name, 'alone'),
      triedSeat: tried.seat,
    },
  );
}
