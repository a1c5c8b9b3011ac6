import { describe, expect, it } from 'vitest';
import { defineRuleSections, ruleHref, slugify } from './rule-sections.js';

describe('rule sections', () => {
  it('slugs headings the way Starlight does', () => {
    expect(slugify('Opening auctions')).toBe('opening-auctions');
    expect(slugify('Fund $5 / Take $2')).toBe('fund-5--take-2');
    expect(slugify('The Wabash (fifth company)')).toBe('the-wabash-fifth-company');
  });

  it('derives ids from titles and links to the heading', () => {
    const [section] = defineRuleSections('chicago-express', [
      ['Build action', 'chicago-express/rules'],
    ] as const);
    expect(section).toEqual({
      id: 'chicago-express:build-action',
      title: 'Build action',
      page: 'chicago-express/rules',
    });
    expect(ruleHref(section!)).toBe('/chicago-express/rules/#build-action');
  });

  it('refuses two sections with the same id', () => {
    expect(() =>
      defineRuleSections('g', [
        ['Setup', 'g'],
        ['setup', 'g/rules'],
      ] as const),
    ).toThrow(/Duplicate/);
  });
});
