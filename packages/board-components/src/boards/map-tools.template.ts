/**
 * What the map tools draw over a board's map: the coordinates, the toolbar, the card of the
 * space under the pointer or focus, the list of moves for one target, and how to zoom with the
 * wheel. Lit's tags come from the board (see `LitTags`).
 */
import type { LitTags } from './map-tools.js';
import type { Chooser } from './board-base.js';
import { capital, type Card } from './space-card.js';

export interface MapToolsShown {
  readonly coords: readonly { id: string; x: number; y: number; size: number }[] | null;
  readonly viewBox: string;
  readonly follow: boolean;
  readonly coordinates: boolean;
  readonly card: Card | null;
  readonly chooser: Chooser | null;
  /** A plain wheel turned over a map in a page: say how to zoom. */
  readonly wheelHint: boolean;
  zoom(factor: number): void;
  fit(): void;
  toggleFollow(): void;
  toggleCoordinates(): void;
}

/** The zoom modifier's name where the wheel alone scrolls the page: ⌘ on a Mac, else Ctrl. */
export const zoomKeyName = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

export function mapToolsTemplate({ html, svg, nothing }: LitTags, s: MapToolsShown) {
  const { card, chooser, coords } = s;
  return html`${
      coords
        ? html`<svg class="coords" viewBox=${s.viewBox} aria-hidden="true">
            ${coords.map(
              (c) =>
                svg`<text x=${c.x} y=${c.y + c.size * 0.35} font-size=${c.size} text-anchor="middle">${c.id}</text>`,
            )}
          </svg>`
        : nothing
    }
    <div class="map-tools" part="map-tools" role="group" aria-label="Map view">
      <button title="Zoom in (+)" aria-label="Zoom in" @click=${() => s.zoom(1.4)}>+</button>
      <button title="Zoom out (−)" aria-label="Zoom out" @click=${() => s.zoom(1 / 1.4)}>−</button>
      <button title="Show the whole map (0)" @click=${s.fit}>Fit</button>
      <button
        title="Keep what changed and where you can move in view"
        aria-pressed=${s.follow}
        @click=${s.toggleFollow}
      >
        Follow
      </button>
      <button
        title="Show each space's coordinate"
        aria-pressed=${s.coordinates}
        @click=${s.toggleCoordinates}
      >
        Coordinates
      </button>
    </div>
    ${
      card
        ? html`<div class="space-card" part="space-card" aria-hidden="true" data-card=${card.id}>
            <strong>${card.title}</strong>
            <ul>
              ${card.lines.map((line) => html`<li>${line}</li>`)}
            </ul>
            ${card.action ? html`<div class="act">${capital(card.action)}</div>` : nothing}
          </div>`
        : nothing
    }
    ${
      chooser
        ? html`<div
            class="chooser"
            part="chooser"
            role="dialog"
            aria-label="Moves for ${chooser.label}"
            @keydown=${(e: KeyboardEvent) => {
              if (e.key !== 'Escape') return;
              e.preventDefault();
              chooser.close();
            }}
          >
            <p>${chooser.label}: choose a move</p>
            ${chooser.moves.map(
              (move) =>
                html`<button @click=${() => chooser.close(move)}>
                  ${chooser.describe(move)}
                </button>`,
            )}
            <button class="cancel" @click=${() => chooser.close()}>Cancel</button>
          </div>`
        : nothing
    }
    ${
      s.wheelHint
        ? html`<p class="wheel-hint" part="wheel-hint" aria-hidden="true">
            Use ${zoomKeyName()} + scroll to zoom
          </p>`
        : nothing
    }`;
}
