/**
 * Counts a machine's transitions until restored: every move applied, refused or replayed runs
 * one, so a test can tell that a move was transitioned once or a replay was not run again.
 */
export function countTransitions(machine: { transition: (...args: never[]) => unknown }) {
  const original = machine.transition;
  let count = 0;
  machine.transition = function (this: unknown, ...args: never[]) {
    count++;
    return original.apply(this, args);
  };
  return { count: () => count, restore: () => (machine.transition = original) };
}
