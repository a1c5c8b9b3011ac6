/**
 * The page's settings, with one owner: read from storage and the address at the start (a first
 * game from the docs is remembered from then on), saved and applied on every change, and read
 * again when another tab saved them.
 */
import { applyTheme } from './page-shell.js';
import { learnAsked, readSettings, saveSettings, type Settings } from './settings.js';

export class PageSettings {
  value: Settings;
  /** What was wrong with the stored settings, for the page to say (null: nothing). */
  readonly problem: string | null;

  constructor(
    private readonly storage: Storage | null,
    search: string,
  ) {
    const read = readSettings(storage, search);
    this.value = read.settings;
    this.problem = read.problem;
    if (learnAsked(search)) saveSettings(storage, this.value);
    applyTheme(this.value.theme);
  }

  set(patch: Partial<Settings>): void {
    this.value = { ...this.value, ...patch };
    saveSettings(this.storage, this.value);
    applyTheme(this.value.theme);
  }

  /** Takes the settings another tab saved. */
  reload(search: string): void {
    this.value = readSettings(this.storage, search).settings;
    applyTheme(this.value.theme);
  }
}
