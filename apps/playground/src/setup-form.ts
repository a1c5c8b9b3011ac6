/** The new-game form: game, seats (names, person or bot), seed and rule options. */
import { html, nothing, type TemplateResult } from 'lit';
import {
  type AnyGameDefinition,
  type CatalogEntry,
  type JsonValue,
  type OptionSpec,
} from '@railyard/rules';
import { randomSeed } from './seed.js';
import { ensureGame, findGame, needsLoading, optionText, playableGames } from './game-table.js';
import { ruleLink } from './rule-link.js';
import { LEVELS_HELP, seatOptions } from './bot-seats.js';

export interface SetupState {
  gameId: string;
  names: string[];
  /** Bot level per seat (random, easy, medium, hard); '' for a person. */
  seats: string[];
  seed: string;
  options: Record<string, JsonValue>;
  error: string | null;
}

const DEFAULT_NAMES = ['Ada', 'Brunel', 'Cass', 'Dorothea', 'Eads', 'Flagler'];

/** The games the playground offers: the catalog's playable games, in catalog order. */
export function gameList(): readonly CatalogEntry[] {
  return playableGames();
}

type Listing = Pick<CatalogEntry, 'id' | 'title' | 'minPlayers' | 'maxPlayers'>;

/** What the form shows of a game before its engine has loaded. */
function listing(gameId: string): Listing | undefined {
  return findGame(gameId) ?? gameList().find((entry) => entry.id === gameId);
}

/** The person's seat in a learner's game: "You", so the texts read "You bid", as in the lessons. */
const LEARNER_NAME = 'You';

/**
 * A new game's form: `gameId` (else the first game), seat 0 a person and the other seats played
 * by `botLevel` (the docs' "Play your first game" asks for `easy` with `?bots=easy`). A
 * `learner`'s seat is named "You"; the bots keep their names.
 */
export function initialSetup(gameId?: string, botLevel = 'random', learner = false): SetupState {
  const game = (gameId && listing(gameId)) || gameList()[0];
  const count = game ? Math.min(Math.max(3, game.minPlayers), game.maxPlayers) : 3;
  const names = DEFAULT_NAMES.slice(0, count);
  if (learner) names[0] = LEARNER_NAME;
  return {
    gameId: game?.id ?? '',
    names,
    seats: Array.from({ length: count }, (_, i) => (i === 0 ? '' : botLevel)),
    seed: randomSeed(),
    options: {},
    error: null,
  };
}

/** Resizes the seat lists to `count` players, keeping what was typed. */
export function withPlayerCount(state: SetupState, count: number): SetupState {
  const names = Array.from(
    { length: count },
    (_, i) => state.names[i] ?? DEFAULT_NAMES[i] ?? `Player ${i + 1}`,
  );
  const seats = Array.from({ length: count }, (_, i) => state.seats[i] ?? 'random');
  return { ...state, names, seats };
}

/** Checks the form; returns the problem in words or null. */
export function setupProblem(state: SetupState): string | null {
  const game = findGame(state.gameId);
  if (!game)
    return needsLoading(state.gameId)
      ? 'The game is still loading; try again in a moment.'
      : 'Choose a game.';
  const names = state.names.map((n) => n.trim());
  if (names.some((n) => n === '')) return 'Every player needs a name.';
  if (names.some((n) => n.length > 64)) return 'Names can be at most 64 characters long.';
  if (new Set(names).size !== names.length) return 'Give every player a different name.';
  if (state.seed.trim() === '')
    return 'The seed cannot be empty (use "New seed" for a random one).';
  if (state.seed.length > 256) return 'The seed can be at most 256 characters long.';
  return null;
}

export interface SetupHandlers {
  change(next: SetupState): void;
  start(): void;
  /** The learner's view: no seed field (settings). */
  readonly learner?: boolean;
}

function optionControl(
  spec: OptionSpec,
  value: JsonValue,
  game: AnyGameDefinition,
  set: (v: JsonValue) => void,
): TemplateResult {
  const id = `option-${spec.id}`;
  const link = ruleLink(game, spec.rule);
  const { label, description } = optionText(game.id, spec);
  const help = html`<span class="hint" id="${id}-help"
    >${description} <a href=${link.href}>Rule: ${link.title}</a></span
  >`;
  if (spec.choices) {
    return html`<label for=${id}>${label}</label>
      <select
        id=${id}
        aria-describedby="${id}-help"
        @change=${(e: Event) => set(spec.choices![(e.target as HTMLSelectElement).selectedIndex]!)}
      >
        ${spec.choices.map((choice) => html`<option ?selected=${JSON.stringify(choice) === JSON.stringify(value)}>${String(choice)}</option>`)}
      </select>
      ${help}`;
  }
  if (typeof spec.default === 'boolean') {
    return html`<span></span
      ><label class="check"
        ><input
          type="checkbox"
          id=${id}
          aria-describedby="${id}-help"
          .checked=${value === true}
          @change=${(e: Event) => set((e.target as HTMLInputElement).checked)}
        />
        ${label}</label
      >${help}`;
  }
  if (typeof spec.default === 'number') {
    return html`<label for=${id}>${label}</label>
      <input
        type="number"
        id=${id}
        aria-describedby="${id}-help"
        .value=${String(value)}
        @change=${(e: Event) => set(Number((e.target as HTMLInputElement).value))}
      />
      ${help}`;
  }
  return html`<label for=${id}>${label}</label>
    <input
      id=${id}
      aria-describedby="${id}-help"
      .value=${String(value)}
      @change=${(e: Event) => set((e.target as HTMLInputElement).value)}
    />
    ${help}`;
}

/**
 * The rule options, folded. They come with the engine: until it has loaded (the form draws at
 * once, the engine after) the same fold says so, so the form keeps its height and an open fold
 * stays open.
 */
function renderOptions(
  state: SetupState,
  definition: AnyGameDefinition | undefined,
  title: string,
  set: (options: Record<string, JsonValue>) => void,
): TemplateResult | typeof nothing {
  if (definition && !definition.options.length) return nothing;
  return html`<details class="options">
    <summary>Rule options ${definition ? `(${definition.options.length})` : '(loading…)'}</summary>
    ${
      definition
        ? html`<div class="field-grid">
            ${definition.options.map((spec) =>
              optionControl(spec, state.options[spec.id] ?? spec.default, definition, (value) =>
                set({ ...state.options, [spec.id]: value }),
              ),
            )}
          </div>`
        : html`<p class="hint" role="status">Loading the ${title} rules…</p>`
    }
  </details>`;
}

export function renderSetup(state: SetupState, on: SetupHandlers): TemplateResult {
  const all = gameList();
  const game = listing(state.gameId);
  // The rule options come with the engine: load it (the page redraws when it arrives).
  const definition = findGame(state.gameId);
  if (!definition && needsLoading(state.gameId)) void ensureGame(state.gameId);
  if (!game) {
    return html`<section class="panel" aria-labelledby="setup-heading">
      <h2 id="setup-heading">New game</h2>
      <p>No game is available yet.</p>
    </section>`;
  }
  const count = state.names.length;
  const update = (patch: Partial<SetupState>) => on.change({ ...state, ...patch, error: null });
  const counts = Array.from(
    { length: game.maxPlayers - game.minPlayers + 1 },
    (_, i) => game.minPlayers + i,
  );
  return html`<section class="panel setup" aria-labelledby="setup-heading">
    <h2 id="setup-heading">New game</h2>
    <form
      novalidate
      @submit=${(e: Event) => {
        e.preventDefault();
        on.start();
      }}
    >
      <div class="field-grid">
        <label for="setup-game">Game</label>
        <select
          id="setup-game"
          @change=${(e: Event) => {
            const next = all[(e.target as HTMLSelectElement).selectedIndex]!;
            const sized = withPlayerCount(
              { ...state, gameId: next.id, options: {} },
              Math.min(Math.max(count, next.minPlayers), next.maxPlayers),
            );
            on.change({ ...sized, error: null });
          }}
        >
          ${all.map((g) => html`<option value=${g.id} ?selected=${g.id === game.id}>${g.title}</option>`)}
        </select>
        <span class="hint"><a href="/${game.id}/rules/">${game.title} rules</a></span>

        <label for="setup-count">Players</label>
        <select
          id="setup-count"
          @change=${(e: Event) => on.change({ ...withPlayerCount(state, Number((e.target as HTMLSelectElement).value)), error: null })}
        >
          ${counts.map((n) => html`<option value=${n} ?selected=${n === count}>${n}</option>`)}
        </select>
        <span class="hint">${game.minPlayers} to ${game.maxPlayers} players</span>

        ${
          // The learner's view starts a fresh game each time: the seed is a developer's tool.
          on.learner
            ? nothing
            : html`<label for="setup-seed">Seed</label>
                <span class="seed-row">
                  <input
                    id="setup-seed"
                    aria-describedby="setup-seed-help"
                    spellcheck="false"
                    autocomplete="off"
                    .value=${state.seed}
                    @input=${(e: Event) => update({ seed: (e.target as HTMLInputElement).value })}
                  />
                  <button type="button" @click=${() => update({ seed: randomSeed() })}>
                    New seed
                  </button>
                </span>
                <span class="hint" id="setup-seed-help"
                  >The same seed and moves always give the same game.</span
                >`
        }
      </div>

      <fieldset>
        <legend>Seats, in turn order</legend>
        <table class="seats">
          <thead>
            <tr>
              <th scope="col">Seat</th>
              <th scope="col">Name</th>
              <th scope="col">Played by</th>
            </tr>
          </thead>
          <tbody>
            ${state.names.map(
              (name, seat) =>
                html`<tr>
                  <th scope="row">${seat + 1}</th>
                  <td>
                    <input
                      aria-label="Name of seat ${seat + 1}"
                      maxlength="64"
                      .value=${name}
                      @input=${(e: Event) => update({ names: state.names.map((n, i) => (i === seat ? (e.target as HTMLInputElement).value : n)) })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label="Seat ${seat + 1} played by"
                      aria-describedby="levels-help"
                      @change=${(e: Event) => update({ seats: state.seats.map((b, i) => (i === seat ? (e.target as HTMLSelectElement).value : b)) })}
                    >
                      ${seatOptions(state.seats[seat] ?? '', 'A person')}
                    </select>
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>
        <p class="hint" id="levels-help">${LEVELS_HELP}</p>
      </fieldset>

      ${renderOptions(state, definition, game.title, (options) => update({ options }))}
      ${state.error ? html`<p class="message error" role="alert">${state.error}</p>` : nothing}
      <p><button class="primary" type="submit">Start game</button></p>
    </form>
  </section>`;
}
