import { describe, expect, it } from 'vitest';
import { isWebUrl, urlAttributeProblem } from './url-attributes.js';
import { ruleUrl } from './rule-links.js';

describe('URL attributes', () => {
  it('accept http(s) and relative URLs', () => {
    for (const url of [
      'https://docs.example.org/rules',
      'http://127.0.0.1:4321/examples/a.json',
      '/examples/a.json',
      'examples/a.json',
      '../a.json',
      '//cdn.example.org/a.json',
      '?record=1',
      '',
    ])
      expect(isWebUrl(url), url).toBe(true);
  });

  it('refuse script, data, file and blob URLs, also spelled as browsers forgive them', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:application/json,{}',
      'file:///etc/passwd',
      'blob:https://example.org/1234',
      'vbscript:x',
    ])
      expect(isWebUrl(url), url).toBe(false);
  });

  it('name the attribute, its value and what is accepted', () => {
    expect(urlAttributeProblem('record', 'javascript:alert(1)')).toBe(
      'record="javascript:alert(1)" is refused: a javascript: URL; give an http(s) URL or a relative one.',
    );
    expect(urlAttributeProblem('rule-base', 'https://docs.example.org')).toBeNull();
    expect(urlAttributeProblem('record', `javascript:${'x'.repeat(500)}`)!.length).toBeLessThan(
      200,
    );
  });

  it('make no rule link from a base that is not http(s) or relative', () => {
    const sections = [{ id: 'tiny:goal', title: 'Goal', page: 'tiny/rules' }];
    expect(ruleUrl('tiny:goal', sections, 'https://docs.example.org/')).toMatch(
      /^https:\/\/docs\.example\.org\/tiny\/rules/,
    );
    expect(ruleUrl('tiny:goal', sections, 'javascript:alert(1)//')).toBeUndefined();
    expect(ruleUrl('tiny:goal', sections, 'data:text/html,')).toBeUndefined();
  });
});
