/**
 * Playground settings: bot speed and colour theme. Stored in localStorage; a `botDelay` URL
 * parameter (milliseconds, e.g. `?botDelay=0` in tests) overrides the stored bot speed.
 */
export const SETTINGS_KEY = 'railyard-playground:settings';

export type Theme = 'auto' | 'light' | 'dark';

export interface Settings {
  /** Pause before a bot moves, in milliseconds. */
  readonly botDelay: number;
  readonly theme: Theme;
}

export const BOT_SPEEDS: readonly { readonly label: string; readonly delay: number }[] = [
  { label: 'Slow', delay: 1500 },
  { label: 'Normal', delay: 700 },
  { label: 'Fast', delay: 250 },
  { label: 'Instant', delay: 0 },
];

export const DEFAULT_SETTINGS: Settings = { botDelay: 700, theme: 'auto' };

const MAX_DELAY = 10_000;

function clampDelay(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0
    ? Math.min(Math.round(n), MAX_DELAY)
    : null;
}

/** Stored settings, falling back to defaults for anything missing or unreadable. */
export function loadSettings(storage: Storage | null, search = ''): Settings {
  let stored: Partial<Settings> = {};
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    if (raw) stored = JSON.parse(raw) as Partial<Settings>;
  } catch {
    stored = {};
  }
  const fromUrl = clampDelay(new URLSearchParams(search).get('botDelay'));
  return {
    botDelay: fromUrl ?? clampDelay(stored.botDelay) ?? DEFAULT_SETTINGS.botDelay,
    theme: stored.theme === 'light' || stored.theme === 'dark' ? stored.theme : 'auto',
  };
}

export function saveSettings(storage: Storage | null, settings: Settings): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Settings are a convenience; a full or disabled storage only loses them.
  }
}
