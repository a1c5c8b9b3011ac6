import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_KEY, loadSettings, saveSettings } from './settings';
import { randomSeed } from './seed';

describe('settings', () => {
  it('fall back to defaults, read stored values, and let ?botDelay override the bot speed', () => {
    localStorage.clear();
    expect(loadSettings(localStorage)).toEqual(DEFAULT_SETTINGS);
    saveSettings(localStorage, { botDelay: 250, theme: 'dark' });
    expect(loadSettings(localStorage)).toEqual({ botDelay: 250, theme: 'dark' });
    expect(loadSettings(localStorage, '?botDelay=0')).toEqual({ botDelay: 0, theme: 'dark' });
    expect(loadSettings(localStorage, '?botDelay=-5').botDelay).toBe(250);
    localStorage.setItem(SETTINGS_KEY, '{oops');
    expect(loadSettings(localStorage)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('randomSeed', () => {
  it('makes short readable seeds from random bytes', () => {
    expect(randomSeed((b) => b.fill(0))).toBe('aaaa-aaaa');
    expect(randomSeed()).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(randomSeed()).not.toBe(randomSeed());
  });
});
