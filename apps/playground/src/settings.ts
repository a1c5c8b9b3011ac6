/**
 * Playground settings: bot speed, colour theme, the learner's view and hints. Stored in
 * localStorage; a `botDelay` URL parameter (milliseconds, e.g. `?botDelay=0` in tests) overrides
 * the stored bot speed, and `?learn=1` (the docs' "Play your first game") asks for the learner's
 * view with hints on.
 */
export const SETTINGS_KEY = 'railyard-playground:settings';

export type Theme = 'auto' | 'light' | 'dark';

export interface Settings {
  /** Pause before a bot moves, in milliseconds. */
  readonly botDelay: number;
  readonly theme: Theme;
  /**
   * `learner`: the game only (map, players, moves, history, hints in words); `full` adds the
   * developer tools (seed, statechart, event console, sandbox, record export and links).
   */
  readonly view: PlaygroundView;
  /** The "What would a strong player do?" button is offered. */
  readonly hints: boolean;
  /** The learner dismissed the first game's welcome note (it shows once). */
  readonly welcomed: boolean;
}

export type PlaygroundView = 'learner' | 'full';

export const BOT_SPEEDS: readonly { readonly label: string; readonly delay: number }[] = [
  { label: 'Slow', delay: 1500 },
  { label: 'Normal', delay: 700 },
  { label: 'Fast', delay: 250 },
  { label: 'Instant', delay: 0 },
];

export const DEFAULT_SETTINGS: Settings = {
  botDelay: 700,
  theme: 'auto',
  view: 'full',
  hints: true,
  welcomed: false,
};

/** `?learn=1`: the page was opened as a learner's first game. */
export const learnAsked = (search: string) => new URLSearchParams(search).get('learn') === '1';

const MAX_DELAY = 10_000;

function clampDelay(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0
    ? Math.min(Math.round(n), MAX_DELAY)
    : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Stored settings, falling back to defaults for anything missing or unreadable; `problem` says
 * what was wrong with stored text that could not be used (null when it was fine or absent).
 * Never throws: a stored `null`, a list or a damaged text only costs the settings.
 */
export function readSettings(
  storage: Storage | null,
  search = '',
): { settings: Settings; problem: string | null } {
  let stored: Record<string, unknown> = {};
  let problem: string | null = null;
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    if (raw !== null && raw !== undefined) {
      const data: unknown = JSON.parse(raw);
      if (isObject(data)) stored = data;
      else
        problem = `they are ${data === null ? 'null' : Array.isArray(data) ? 'a list' : `a ${typeof data}`}, not an object`;
    }
  } catch {
    problem = 'their text is not valid JSON';
  }
  const storedDelay = clampDelay(stored.botDelay);
  if (!problem && stored.botDelay !== undefined && storedDelay === null)
    problem = 'the bot speed is not a number of milliseconds';
  const theme = stored.theme;
  if (!problem && theme !== undefined && theme !== 'auto' && theme !== 'light' && theme !== 'dark')
    problem = 'the theme is not auto, light or dark';
  const { view, hints, welcomed } = stored;
  if (!problem && view !== undefined && view !== 'learner' && view !== 'full')
    problem = 'the view is not learner or full';
  if (!problem && hints !== undefined && typeof hints !== 'boolean')
    problem = 'hints are not on or off';
  if (!problem && welcomed !== undefined && typeof welcomed !== 'boolean')
    problem = 'the welcome note is not marked seen or unseen';
  const learn = learnAsked(search);
  const fromUrl = clampDelay(new URLSearchParams(search).get('botDelay'));
  return {
    settings: {
      botDelay: fromUrl ?? storedDelay ?? DEFAULT_SETTINGS.botDelay,
      theme: theme === 'light' || theme === 'dark' ? theme : 'auto',
      view: learn
        ? 'learner'
        : view === 'learner' || view === 'full'
          ? view
          : DEFAULT_SETTINGS.view,
      hints: learn ? true : typeof hints === 'boolean' ? hints : DEFAULT_SETTINGS.hints,
      welcomed: typeof welcomed === 'boolean' ? welcomed : DEFAULT_SETTINGS.welcomed,
    },
    problem,
  };
}

/** Stored settings, falling back to defaults for anything missing or unreadable. */
export function loadSettings(storage: Storage | null, search = ''): Settings {
  return readSettings(storage, search).settings;
}

export function saveSettings(storage: Storage | null, settings: Settings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Settings are a convenience; a full or disabled storage only loses them.
  }
}
