/**
 * The Wild West Express board's panels that only show the view: the dice, the towns, the trains
 * and the players tables (the panels with buttons stay in the board element, which owns the
 * moves, or take their buttons' moves from it, as the telegrams panel does).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { WildWestExpressView } from '@railyard/rules/wild-west-express';
import { money, playersTable } from '../../shared/players-table.js';
import { styleProps } from '../../shared/style-props.js';
import { seatColor } from './wwe-map.js';
import { cargoText, goodsList, type WweWords } from './wwe-words.js';

type View = WildWestExpressView;

/** The dice of the last roll and how far each kind of piece moves. */
export function renderDice(view: View, highlighted: readonly string[]): TemplateResult {
  const hl = highlighted[0] === 'dice' || highlighted[0] === 'moves';
  return html`<section class="panel dice ${hl ? 'highlight' : ''}" part="dice" aria-label="Dice">
    <h3>Dice</h3>
    ${
      view.dice
        ? html`<p>
            <span class="dice-faces"
              >${view.dice.map((d) => html`<span class="die" role="img" aria-label="die ${d}">${d}</span>`)}</span
            >
            ${
              view.moves
                ? html`<span class="turn-info"
                    >small trains ${view.moves.small}, large trains ${view.moves.large}, desperados
                    ${view.moves.desperado} spaces</span
                  >`
                : nothing
            }
          </p>`
        : html`<p class="turn-info">Not rolled this turn.</p>`
    }
  </section>`;
}

/** Every train: where, its cargo, and what it owes, waits for or may do. */
export function renderTrains(view: View, say: WweWords, hl: readonly string[]): TemplateResult {
  return html`<table class="trains" part="trains">
    <caption>
      Trains
    </caption>
    <thead>
      <tr>
        <th scope="col">Train</th>
        <th scope="col">Where</th>
        <th scope="col">Cargo</th>
        <th scope="col">State</th>
      </tr>
    </thead>
    <tbody>
      ${view.trains.map((t, i) => {
        const state = [
          t.toMove ? `to move${t.moves !== null ? ` ${t.moves} spaces` : ''}` : '',
          t.waiting ? 'waiting' : '',
          t.owes ? `owes ${money(t.owes.amount)} to ${say.playerName(t.owes.to)}` : '',
          t.guarded ? 'guarded' : '',
          t.feePass ? 'fee pass' : '',
          t.premium ? `premium ${money(t.premium)}` : '',
        ].filter(Boolean);
        return html`<tr
          data-train=${t.id}
          class=${hl[0] === 'trains' && hl[1] === String(i) ? 'highlight' : ''}
        >
          <th scope="row">
            <span class="swatch" ${styleProps({ background: seatColor(t.owner) })}
              >${t.owner + 1}</span
            >
            ${say.trainName(t)}
          </th>
          <td>${say.placeName(t.at)}</td>
          <td>
            ${t.cargo.length ? t.cargo.map(cargoText).join(', ') : 'empty'}
            (${t.cargo.length}/${t.capacity})
          </td>
          <td>${state.join(', ') || '—'}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/**
 * Every town's goods, readable without hovering the map (a tap opens it on a phone): what it
 * sells (cheapest first: the good a start town's train gets free) and what it buys.
 */
export function renderTowns(view: View, say: WweWords): TemplateResult {
  return html`<details class="towns" part="towns">
    <summary>Towns: what each sells and buys</summary>
    <div class="towns-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">Town</th>
            <th scope="col">Station</th>
            <th scope="col">Sells (cheapest first)</th>
            <th scope="col">Buys</th>
          </tr>
        </thead>
        <tbody>
          ${view.nodes
            .filter((n) => n.kind === 'city')
            .map((n) => {
              const owner = view.stations[n.id as keyof View['stations']];
              return html`<tr data-town=${n.id}>
                <th scope="row">${say.placeName(n.id)}</th>
                <td>${owner === null || owner === undefined ? 'bank' : say.playerName(owner)}</td>
                <td>${goodsList(n.sells) || '—'}</td>
                <td>${goodsList(n.buys) || '—'}</td>
              </tr>`;
            })}
        </tbody>
      </table>
    </div>
  </details>`;
}

/** The players table: points against the target, stations and kept telegrams. */
export function renderPlayers(view: View, say: WweWords, hl: readonly string[]): TemplateResult {
  return playersTable(view.players, {
    activeSeats: view.activeSeats,
    highlighted: hl[0] === 'players' ? Number(hl[1]) : -1,
    before: (p) =>
      html`<span class="swatch" ${styleProps({ background: seatColor(p.seat) })}
        >${p.seat + 1}</span
      > `,
    after: (p) => (view.winner === p.seat ? ' (winner)' : ''),
    columns: [
      { heading: 'Points', cell: (p) => `${p.points}/${view.target}` },
      {
        heading: 'Stations',
        cell: (p) => p.stations.map((c) => say.placeName(c)).join(', ') || '—',
      },
      { heading: 'Telegrams', cell: (p) => `${p.keptCount} kept` },
    ],
  });
}
