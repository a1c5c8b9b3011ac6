import { describe, expect, it } from 'vitest';
import { PageSettings } from './page-settings';
import { SETTINGS_KEY } from './settings';

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');

describe('the page’s settings', () => {
  it('a first game from the docs (?learn=1) is remembered: the learner’s view and hints are saved', () => {
    localStorage.clear();
    new PageSettings(localStorage, '?game=chicago-express&learn=1');
    expect(stored()).toMatchObject({ view: 'learner', hints: true });
  });

  it('an ordinary address saves nothing until a setting changes, then saves and applies it', () => {
    localStorage.clear();
    const settings = new PageSettings(localStorage, '');
    expect(stored()).toBeNull();
    settings.set({ theme: 'dark' });
    expect(stored()).toMatchObject({ theme: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('damaged stored settings are reported, and another tab’s save is taken on reload', () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    const settings = new PageSettings(localStorage, '');
    expect(settings.problem).toBeTruthy();
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...settings.value, botDelay: 0 }));
    settings.reload('');
    expect(settings.value.botDelay).toBe(0);
  });
});
