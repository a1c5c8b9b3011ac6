/**
 * The last value made per slot (a hex, say), with the inputs it was made from: a view asks for a
 * slot's value again and gets the same object while those inputs are the same (`===`). Engines
 * never mutate their context, so an input array the same as last time holds the same things.
 * Bots ask for a view on every move of every playout, and a move changes few of a board's hexes.
 *
 * Only for values read, never changed, by whoever gets them: two views share the objects. Up to
 * three inputs a slot; slot 0 alone makes it a cache of one value (a view's whole map).
 */
export class SlotMemo<T> {
  private readonly values: (T | undefined)[] = [];
  private readonly inputs: unknown[] = [];

  /** The slot's value if it was made from these inputs, else undefined. */
  get(slot: number, a: unknown, b?: unknown, c?: unknown): T | undefined {
    const at = slot * 3;
    const inputs = this.inputs;
    return inputs[at] === a && inputs[at + 1] === b && inputs[at + 2] === c
      ? this.values[slot]
      : undefined;
  }

  /** Remembers `value` as the slot's, made from these inputs; returns it. */
  set(slot: number, value: T, a: unknown, b?: unknown, c?: unknown): T {
    const at = slot * 3;
    this.inputs[at] = a;
    this.inputs[at + 1] = b;
    this.inputs[at + 2] = c;
    this.values[slot] = value;
    return value;
  }
}
