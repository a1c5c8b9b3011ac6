/**
 * The rule section of a move type in a position: the innermost active state that takes the
 * move's event, or its nearest ancestor with a `meta.rule` (the chart is the source of truth for
 * which rule a move belongs to). Falls back to the innermost active state's rule.
 */
import { activeIds, chartModel, type ChartModel } from '@railyard/rules';
import type { AnyStateMachine, StateValue } from 'xstate';

function ruleUpFrom(model: ChartModel, id: string): string | undefined {
  let path = id;
  for (;;) {
    const rule = model.nodes.get(path)?.rule;
    if (rule) return rule;
    if (path === '') return undefined;
    const dot = path.lastIndexOf('.');
    path = dot < 0 ? '' : path.slice(0, dot);
  }
}

export function moveTypeRule(
  machine: AnyStateMachine,
  value: StateValue,
  moveType: string,
): string | undefined {
  const model = chartModel(machine);
  const active = ['', ...activeIds(value)].reverse();
  const taker = active.find((id) =>
    model.nodes.get(id)?.transitions.some((edge) => edge.event === moveType),
  );
  for (const id of taker !== undefined ? [taker, ...active] : active) {
    const rule = ruleUpFrom(model, id);
    if (rule) return rule;
  }
  return undefined;
}
