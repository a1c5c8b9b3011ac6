/** The page around the screens: its header, and the storage it saves into. */
import { html, nothing, type TemplateResult } from 'lit';
import type { PlaygroundView, Theme } from './settings.js';
import { foldOnPhone } from './more-menu.js';

/** localStorage, or null when the browser does not let the page use it. */
export function storageOrNull(): Storage | null {
  try {
    const s = window.localStorage;
    s.getItem('probe');
    return s;
  } catch {
    return null;
  }
}

/**
 * A Storage that forgets everything, for browsers that disable localStorage; tests give it a
 * `limit` in characters past which a write fails as a full localStorage's does.
 */
export function memoryStorage(limit = Infinity): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      const size =
        [...data].reduce((n, [key, value]) => (key === k ? n : n + value.length), 0) + v.length;
      if (size > limit)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(k, String(v));
    },
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

/** Adds `listeners` to `target`; the function returned removes them. */
export function listen(
  target: EventTarget,
  listeners: Readonly<Record<string, (event: never) => void>>,
): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo, except while typing in a field. */
export function undoKey(e: KeyboardEvent): 'undo' | 'redo' | null {
  const target = e.target;
  if (
    target instanceof HTMLElement &&
    (target.matches('input, textarea, select') || target.isContentEditable)
  )
    return null;
  const key = e.key.toLowerCase();
  if (!(e.ctrlKey || e.metaKey) || (key !== 'z' && key !== 'y')) return null;
  return key === 'z' && !e.shiftKey ? 'undo' : 'redo';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'auto') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

export interface HeaderState {
  readonly screen: 'setup' | 'game';
  readonly hasGame: boolean;
  readonly theme: Theme;
  readonly view: PlaygroundView;
  setView(view: PlaygroundView): void;
  newGame(): void;
  showGame(): void;
  importFile(input: HTMLInputElement): void;
  setTheme(theme: Theme): void;
}

/**
 * The simple view's switch: on, the learner's view (the game only); off, the developer tools too.
 * The choice is remembered (settings), so `?learn=1` leaves the address once it is made.
 */
function viewSwitch(h: HeaderState): TemplateResult {
  const simple = h.view === 'learner';
  return html`<button
    type="button"
    class="view-switch"
    aria-pressed=${simple ? 'true' : 'false'}
    title=${simple ? 'Show all the tools' : 'Show the game only'}
    @click=${() => {
      const url = new URL(location.href);
      if (url.searchParams.has('learn')) {
        url.searchParams.delete('learn');
        history.replaceState(history.state, '', url);
      }
      h.setView(simple ? 'full' : 'learner');
    }}
  >
    Simple view
  </button>`;
}

const THEME_NAMES: Record<Theme, string> = { auto: 'System', light: 'Light', dark: 'Dark' };

export function renderHeader(h: HeaderState): TemplateResult {
  return html`<a class="skip-link" href="#main-content">Skip to content</a>
    <header class="app-header">
      <h1><a href="/" class="home-link">Railyard</a> playground</h1>
      <nav aria-label="Playground">
        <button
          type="button"
          @click=${h.newGame}
          aria-current=${h.screen === 'setup' ? 'page' : 'false'}
        >
          New game
        </button>
        ${
          h.hasGame
            ? html`<button
                type="button"
                @click=${h.showGame}
                aria-current=${h.screen === 'game' ? 'page' : 'false'}
              >
                Current game
              </button>`
            : nothing
        }
        ${foldOnPhone(
          'open a file, view and theme',
          html` ${
              h.view === 'learner'
                ? nothing
                : html`<label class="import-button"
                    >Open file…<input
                      type="file"
                      accept=".json,application/json"
                      class="visually-hidden"
                      @change=${(e: Event) => h.importFile(e.target as HTMLInputElement)}
                  /></label>`
            }
            ${viewSwitch(h)}
            <label for="theme-select" class="inline-label">Theme</label>
            <select
              id="theme-select"
              @change=${(e: Event) => h.setTheme((e.target as HTMLSelectElement).value as Theme)}
            >
              ${(['auto', 'light', 'dark'] as const).map((t) => html`<option value=${t} ?selected=${h.theme === t}>${THEME_NAMES[t]}</option>`)}
            </select>`,
        )}
      </nav>
    </header>`;
}
