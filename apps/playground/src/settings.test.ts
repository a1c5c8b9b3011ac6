import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEY,
  loadSettings,
  readSettings,
  saveSettings,
} from './settings';
import { randomSeed } from './seed';

describe('settings', () => {
  it('fall back to defaults, read stored values, and let ?botDelay override the bot speed', () => {
    localStorage.clear();
    expect(loadSettings(localStorage)).toEqual(DEFAULT_SETTINGS);
    saveSettings(localStorage, { ...DEFAULT_SETTINGS, botDelay: 250, theme: 'dark' });
    expect(loadSettings(localStorage)).toEqual({
      ...DEFAULT_SETTINGS,
      botDelay: 250,
      theme: 'dark',
    });
    expect(loadSettings(localStorage, '?botDelay=0')).toEqual({
      ...DEFAULT_SETTINGS,
      botDelay: 0,
      theme: 'dark',
    });
    expect(loadSettings(localStorage, '?botDelay=-5').botDelay).toBe(250);
    localStorage.setItem(SETTINGS_KEY, '{oops');
    expect(loadSettings(localStorage)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the learner view and hints', () => {
  it('are remembered per browser, and ?learn=1 (the first game) asks for the learner view with hints on', () => {
    localStorage.clear();
    expect(loadSettings(localStorage)).toMatchObject({ view: 'full', hints: true });
    saveSettings(localStorage, { ...DEFAULT_SETTINGS, view: 'learner', hints: false });
    expect(loadSettings(localStorage)).toMatchObject({ view: 'learner', hints: false });
    saveSettings(localStorage, { ...DEFAULT_SETTINGS, view: 'full', hints: false });
    expect(loadSettings(localStorage, '?game=chicago-express&learn=1')).toMatchObject({
      view: 'learner',
      hints: true,
    });
  });
});

describe('randomSeed', () => {
  it('makes short readable seeds from random bytes', () => {
    expect(randomSeed((b) => b.fill(0))).toBe('aaaa-aaaa');
    expect(randomSeed()).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(randomSeed()).not.toBe(randomSeed());
  });
});

describe('damaged settings', () => {
  it.each([
    ['null', /null/],
    ['[1,2]', /a list/],
    ['7', /a number/],
    ['"dark"', /a string/],
    ['{oops', /not valid JSON/],
    ['{"botDelay": {"x": 1}}', /bot speed/],
    ['{"theme": "purple"}', /theme/],
    ['{"view": "expert"}', /view/],
    ['{"hints": "yes"}', /hints/],
  ])('%s falls back to the defaults and says why', (text, why) => {
    localStorage.clear();
    localStorage.setItem(SETTINGS_KEY, text);
    const read = readSettings(localStorage);
    expect(read.settings).toEqual(DEFAULT_SETTINGS);
    expect(read.problem).toMatch(why);
  });

  it('good or absent settings have no problem', () => {
    localStorage.clear();
    expect(readSettings(localStorage).problem).toBeNull();
    saveSettings(localStorage, { ...DEFAULT_SETTINGS, botDelay: 0, theme: 'light' });
    expect(readSettings(localStorage)).toEqual({
      settings: { ...DEFAULT_SETTINGS, botDelay: 0, theme: 'light' },
      problem: null,
    });
  });
});
