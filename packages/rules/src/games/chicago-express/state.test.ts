/**
 * The chart is the source of truth for where the game waits: every state a snapshot can rest in
 * maps to one phase (state.ts `phaseOf`), and that phase accepts exactly the moves the state
 * handles on the chart, so explain.ts and the machine cannot drift apart.
 */
import { describePhaseTable } from '../../core/testing/phase-table-tests.js';
import { PHASES } from './explain.js';
import { chicagoExpress } from './index.js';
import { chicagoExpressMachine } from './machine.js';
import { phaseOf, type ChicagoExpressState } from './state.js';

describePhaseTable<ChicagoExpressState>('chicago-express phases come from the chart', {
  machine: chicagoExpressMachine,
  start: chicagoExpress.createGame({ players: ['A', 'B', 'C', 'D'], seed: 'state' }),
  phaseOf,
  phases: PHASES,
});
