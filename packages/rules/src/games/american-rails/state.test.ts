/**
 * The chart is the source of truth for where the game waits: every state a snapshot can rest in
 * maps to one phase (state.ts `phaseOf`), and that phase accepts exactly the moves the state
 * handles on the chart, so explain.ts and the machine cannot drift apart.
 */
import { describePhaseTable } from '../../core/testing/phase-table-tests.js';
import { PHASES } from './explain.js';
import { americanRails } from './index.js';
import { americanRailsMachine } from './machine.js';
import { phaseOf, type AmericanRailsState } from './state.js';

describePhaseTable<AmericanRailsState>('american-rails phases come from the chart', {
  machine: americanRailsMachine,
  start: americanRails.createGame({ players: ['A', 'B', 'C', 'D'], seed: 'state' }),
  phaseOf,
  phases: PHASES,
});
