/**
 * The two pieces under share links: a CRC-32 of the packed text, and a decoder of lz-string's
 * URI-safe format (`compressToEncodedURIComponent`) that stops at a length limit. lz-string's own
 * decoder cannot be stopped: a few kilobytes of crafted link can expand to many megabytes before
 * anything can check them (output grows with the square of the input).
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE, as in zip and PNG) of the UTF-8 bytes of `text`, as 8 hex digits. */
export function crc32(text: string): string {
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text))
    crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return ((crc ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...ALPHABET].map((char, i) => [char, i]));

export type LzResult =
  { ok: true; text: string } | { ok: false; reason: 'alphabet' | 'damaged' | 'too-long' };

/**
 * Decodes lz-string's `compressToEncodedURIComponent` output, giving up as soon as the text
 * would pass `maxChars`. Same results as lz-string's decoder on everything it wrote.
 */
export function lzDecode(packed: string, maxChars: number): LzResult {
  const input = packed.replace(/ /g, '+');
  const values: number[] = [];
  for (const char of input) {
    const value = VALUE.get(char);
    if (value === undefined) return { ok: false, reason: 'alphabet' };
    values.push(value);
  }
  if (values.length === 0) return { ok: false, reason: 'damaged' };
  let index = 0;
  let val = values[index++]!;
  let position = 32;
  const readBits = (count: number): number | null => {
    let bits = 0;
    for (let power = 1, n = 0; n < count; n++, power <<= 1) {
      const bit = val & position;
      position >>= 1;
      if (position === 0) {
        if (index > values.length) return null;
        position = 32;
        val = values[index++] ?? 0;
      }
      if (bit > 0) bits |= power;
    }
    return bits;
  };
  const dictionary: string[] = ['0', '1', '2'];
  let enlargeIn = 4;
  let numBits = 3;
  const out: string[] = [];
  const first = readBits(2);
  if (first === 2) return { ok: true, text: '' };
  if (first !== 0 && first !== 1) return { ok: false, reason: 'damaged' };
  const firstCode = readBits(first === 0 ? 8 : 16);
  if (firstCode === null) return { ok: false, reason: 'damaged' };
  let w = String.fromCharCode(firstCode);
  dictionary[3] = w;
  out.push(w);
  let length = 1;
  for (;;) {
    if (index > values.length) return { ok: false, reason: 'damaged' };
    let code = readBits(numBits);
    if (code === null) return { ok: false, reason: 'damaged' };
    if (code === 0 || code === 1) {
      const char = readBits(code === 0 ? 8 : 16);
      if (char === null) return { ok: false, reason: 'damaged' };
      dictionary.push(String.fromCharCode(char));
      code = dictionary.length - 1;
      enlargeIn--;
    } else if (code === 2) {
      return { ok: true, text: out.join('') };
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    if (code < dictionary.length && code > 2) entry = dictionary[code]!;
    else if (code === dictionary.length) entry = w + w.charAt(0);
    else return { ok: false, reason: 'damaged' };
    length += entry.length;
    if (length > maxChars) return { ok: false, reason: 'too-long' };
    out.push(entry);
    dictionary.push(w + entry.charAt(0));
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
