/** Random seeds for new games, made in the browser (crypto.getRandomValues). */

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A short, readable random seed such as `k7dq-3mzp`; `random` is injectable for tests. */
export function randomSeed(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(8));
  let text = '';
  for (const [i, byte] of bytes.entries()) {
    if (i === 4) text += '-';
    text += ALPHABET[byte % ALPHABET.length];
  }
  return text;
}
