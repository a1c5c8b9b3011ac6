/**
 * The phase comes from the chart (core/machine-kit.ts `chartPhase`): every state where the game
 * waits names its phase in `meta.phase`, and every position a game reaches rests in such a state.
 * A state added to a chart without a phase would otherwise show as the game's fallback phase.
 */
import type { AnyStateNode } from 'xstate';
import type { AnyGameDefinition } from '../game-definition.js';
import { chartPhase, type StateMeta } from '../machine-kit.js';
import type { PlayedGame } from './conformance-checks.js';

/** Atomic states a snapshot can rest in: they handle moves, or the whole game is over there. */
export function restingStates(node: AnyStateNode, out: AnyStateNode[] = []): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const gameOver = node.type === 'final' && node.parent === node.machine.root;
  if (children.length === 0) {
    if (gameOver || Object.keys(node.on).length > 0) out.push(node);
  } else for (const child of children) restingStates(child, out);
  return out;
}

/**
 * Problems with the phases of `game`'s chart: a resting state without `meta.phase`, two resting
 * states with the same phase, a played position whose state names no phase.
 */
export function checkChartPhases(game: AnyGameDefinition, played: readonly PlayedGame[]): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const node of restingStates(game.machine.root as AnyStateNode)) {
    const phase = (node.meta as StateMeta | undefined)?.phase;
    if (phase === undefined) problems.push(`state ${node.id} rests but its meta names no phase`);
    else if (owner.has(phase))
      problems.push(`states ${owner.get(phase)} and ${node.id} both name phase "${phase}"`);
    else owner.set(phase, node.id);
  }
  for (const p of played)
    p.states.forEach((state, index) => {
      if (chartPhase(state) === undefined)
        problems.push(
          `${p.label}, after ${index} moves: state ${JSON.stringify(state.value)} has no phase`,
        );
    });
  return problems;
}
