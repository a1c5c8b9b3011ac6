/**
 * The Last Spike board's parts that only show the view: the turn line, the note on tiles that
 * cannot be laid now and the players table (the panels with buttons stay in the board element,
 * which owns the moves).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { LastSpikeView } from '@railyard/rules/last-spike';
import { money, playersTable } from '../../shared/players-table.js';

/** Who is at turn and what they are doing, or who drove the last spike. */
export function turnLine(view: LastSpikeView): string {
  if (view.finished) {
    const spike = view.lastSpike
      ? `${view.players[view.lastSpike.seat]?.name} drove the last spike (${view.lastSpike.tile}).`
      : 'The game is over.';
    return `Game over. ${spike}`;
  }
  const who = view.players[view.turn]?.name ?? `Seat ${view.turn}`;
  // How short the player is stays unsaid to a viewer who may not see their cash (hiddenCash).
  const short = view.pending?.short ?? null;
  const pending = view.pending
    ? ` ${view.pending.tile} costs ${money(view.pending.cost)}${short === null ? '' : `: ${money(short)} short`}.`
    : '';
  return `${who}: ${view.phase}.${pending} Supply: ${view.supplySize} tiles.`;
}

/** Why the tiles that cannot be laid now are off, beside them (the player at turn only). */
export function unlayableNote(view: LastSpikeView, seat: number): TemplateResult | typeof nothing {
  if (seat !== view.turn || view.phaseId !== 'layTile' || !view.handOptions) return nothing;
  const off = view.handOptions.filter((o) => !o.legal);
  const tooDear = off.filter((o) => view.purchasingPower !== null && o.cost > view.purchasingPower);
  const detached = off.filter((o) => !tooDear.includes(o) && o.detached);
  const parts = [
    detached.length
      ? `${detached.map((o) => o.tile).join(', ')}: detached (double cost), and a tile can be laid at its normal cost`
      : '',
    tooDear.length
      ? `${tooDear.map((o) => o.tile).join(', ')}: costs more than your cash and the land the bank would buy`
      : '',
  ].filter(Boolean);
  return parts.length
    ? html`<p class="turn-info unlayable">Not now: ${parts.join('; ')}.</p>`
    : nothing;
}

/** The players table: tiles, land and cash (when visible). */
export function renderPlayers(view: LastSpikeView, hl: readonly string[]): TemplateResult {
  return playersTable(view.players, {
    activeSeats: view.activeSeats,
    highlighted: hl[0] === 'players' ? Number(hl[1]) : -1,
    after: (p) => (p.bankrupt ? ' (bankrupt)' : ''),
    columns: [
      {
        heading: 'Tiles',
        cell: (p) =>
          `${p.handSize}${p.knownTiles.length ? ` (shown: ${p.knownTiles.join(', ')})` : ''}`,
      },
      {
        heading: 'Land',
        cell: (p) =>
          p.land.length
            ? p.land.map((c) => `${c.cityName}${c.grant ? ' Ø' : ` ${money(c.price)}`}`).join(', ')
            : '—',
      },
    ],
  });
}
