/** Accessibility text helpers shared by the elements. */

/** "PRR", "PRR and B&O", "PRR, B&O and NYC": for accessible names. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
