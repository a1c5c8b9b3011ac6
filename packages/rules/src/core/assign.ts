/**
 * XState's `assign`, made cheap for game contexts (see PERFORMANCE.md). XState's own assign
 * merges with `Object.assign({}, context, update)`, whose cost grows with the number of context
 * keys (a few microseconds for a 45-key game context, against a fraction of one for a spread),
 * and then rebuilds the snapshot from its state nodes (state value, tags) although an assign never
 * changes them. This one merges with a spread and copies the snapshot with only the context
 * replaced. Same signature and result as XState's; no `spawn` (the games spawn no actors).
 *
 * It plugs into XState the way XState's own built-in actions do: an action function carrying a
 * `resolve(actorScope, snapshot, args, params)` that returns the next snapshot. core/assign.test.ts
 * checks it against XState's assign, so an XState upgrade that changes that protocol fails there.
 */
import { assign as xstateAssign, type AnyMachineSnapshot } from 'xstate';

type Assignment =
  | ((args: { context: object; event: unknown }, params: unknown) => object)
  | Record<string, unknown>;

interface ActorScopeLike {
  self: unknown;
  system: unknown;
}

function resolveUpdate(
  actorScope: ActorScopeLike,
  snapshot: AnyMachineSnapshot,
  actionArgs: { event: unknown },
  actionParams: unknown,
  { assignment }: { assignment: Assignment },
): [AnyMachineSnapshot, undefined, undefined] {
  const context = snapshot.context as Record<string, unknown>;
  const args = {
    context,
    event: actionArgs.event,
    self: actorScope.self,
    system: actorScope.system,
  };
  let update: object;
  if (typeof assignment === 'function') update = assignment(args, actionParams);
  else {
    const partial: Record<string, unknown> = {};
    for (const key of Object.keys(assignment)) {
      const value = assignment[key];
      partial[key] =
        typeof value === 'function'
          ? (value as (a: typeof args, p: unknown) => unknown)(args, actionParams)
          : value;
    }
    update = partial;
  }
  // The state nodes are unchanged, so value, tags and children carry over as they are.
  return [{ ...snapshot, context: { ...context, ...update } }, undefined, undefined];
}

/** Drop-in for XState's `assign` (same types); the update is merged with a spread. */
export const assign = ((assignment: Assignment) => {
  function action() {}
  action.type = 'xstate.assign';
  action.assignment = assignment;
  action.resolve = resolveUpdate;
  return action;
}) as unknown as typeof xstateAssign;
