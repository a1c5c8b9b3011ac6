/**
 * A game machine as the docs describe it: every state with its description, rule section, the
 * events it accepts and where they lead — read from the XState machine of the engine at build time.
 */
import type { RuleSection } from '@railyard/rules';
import { engineOf, ruleSection } from './games.ts';

export interface StateTransition {
  /** Event type, or `always` for an eventless transition. */
  readonly event: string;
  readonly guard: string | null;
  /** Target state paths (dot-separated, without the machine id); empty for a self-transition. */
  readonly targets: readonly string[];
}

export interface StateEntry {
  /** Dot path without the machine id, e.g. `turn.chooseAction`. */
  readonly path: string;
  readonly key: string;
  readonly depth: number;
  readonly description: string;
  readonly rule: RuleSection | null;
  readonly initial: string | null;
  readonly final: boolean;
  readonly transitions: readonly StateTransition[];
  readonly children: readonly StateEntry[];
}

interface NodeLike {
  id: string;
  key: string;
  type: string;
  description?: string;
  meta?: { rule?: string };
  initial?: { target: readonly NodeLike[] };
  transitions: Map<
    string,
    readonly { guard?: { type?: string } | unknown; target?: readonly NodeLike[] }[]
  >;
  always?: readonly { guard?: { type?: string } | unknown; target?: readonly NodeLike[] }[];
  states: Record<string, NodeLike>;
}

const guardName = (guard: unknown): string | null => {
  if (!guard) return null;
  if (
    typeof guard === 'object' &&
    guard !== null &&
    typeof (guard as { type?: unknown }).type === 'string'
  ) {
    return (guard as { type: string }).type;
  }
  return 'condition';
};

/** Every state of a game's machine as a tree (the root's children), in definition order. */
export function machineStates(gameId: string): StateEntry[] {
  const machine = engineOf(gameId).machine;
  const root = machine.root as unknown as NodeLike;
  const strip = (id: string) => id.slice(root.id.length + 1);
  const build = (node: NodeLike, depth: number): StateEntry => {
    const transitions: StateTransition[] = [];
    for (const [event, list] of node.transitions) {
      if (event.startsWith('xstate.')) continue;
      for (const t of list)
        transitions.push({
          event,
          guard: guardName(t.guard),
          targets: (t.target ?? []).map((x) => strip(x.id)),
        });
    }
    for (const t of node.always ?? [])
      transitions.push({
        event: 'always',
        guard: guardName(t.guard),
        targets: (t.target ?? []).map((x) => strip(x.id)),
      });
    return {
      path: strip(node.id),
      key: node.key,
      depth,
      description: node.description ?? '',
      rule: node.meta?.rule ? ruleSection(node.meta.rule) : null,
      initial: node.initial?.target[0] ? node.initial.target[0].key : null,
      final: node.type === 'final',
      transitions,
      children: Object.values(node.states).map((child) => build(child, depth + 1)),
    };
  };
  return Object.values(root.states).map((child) => build(child, 0));
}

/** All states, depth first. */
export function flatStates(entries: readonly StateEntry[]): StateEntry[] {
  return entries.flatMap((entry) => [entry, ...flatStates(entry.children)]);
}
