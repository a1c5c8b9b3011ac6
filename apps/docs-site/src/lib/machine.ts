/**
 * A game machine as the docs describe it: every state with its description, rule section, the
 * events it accepts and where they lead — read at build time from the rules core's `chartModel`,
 * the very walk `<ry-statechart>` draws, so the list and the diagram label transitions alike.
 */
import {
  chartModel,
  type AnyGameDefinition,
  type ChartNode,
  type RuleSection,
} from '@railyard/rules';
import { getStateDescriptions } from '@railyard/rules/engines';
import { engineOf, ruleSection } from './games.ts';

export interface StateTransition {
  /** Event type, `always` for an eventless transition, `done` when a compound state finishes. */
  readonly event: string;
  readonly guard: string | null;
  /** `event [guard]`, as the diagram prints it. */
  readonly label: string;
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

/** A state's transitions as the chart has them: one per arrow, targetless ones staying put. */
const transitionsOf = (node: ChartNode): StateTransition[] =>
  node.transitions.map((edge) => ({
    event: edge.event,
    guard: edge.guard ?? null,
    label: edge.label,
    targets: node.internal.includes(edge) ? [] : [edge.target],
  }));

/** Every state of a game's machine as a tree (the root's children), in definition order. */
export function machineStates(gameId: string): StateEntry[] {
  return statesOfMachine(engineOf(gameId).machine, ruleSection, getStateDescriptions(gameId));
}

/**
 * Every state of any machine; `ruleOf` resolves a state's `meta.rule` (default: the docs' games),
 * `descriptions` (by chart id) stand for those the machine leaves out (a game's own, which live
 * beside its machine).
 */
export function statesOfMachine(
  machine: AnyGameDefinition['machine'],
  ruleOf: (id: string) => RuleSection | null = ruleSection,
  descriptions: Readonly<Record<string, string>> = {},
): StateEntry[] {
  const model = chartModel(machine);
  const build = (node: ChartNode, depth: number): StateEntry => {
    const initial = node.initial ? model.nodes.get(node.initial) : undefined;
    return {
      path: node.id,
      key: node.key,
      depth,
      description: node.description ?? descriptions[node.id] ?? '',
      rule: node.rule ? ruleOf(node.rule) : null,
      initial: initial ? initial.key : null,
      final: node.type === 'final',
      transitions: transitionsOf(node),
      children: node.children.map((child) => build(child, depth + 1)),
    };
  };
  return model.root.children.map((child) => build(child, 0));
}

/** All states, depth first. */
export function flatStates(entries: readonly StateEntry[]): StateEntry[] {
  return entries.flatMap((entry) => [entry, ...flatStates(entry.children)]);
}
