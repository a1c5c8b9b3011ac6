import { describe, expect, it } from 'vitest';
import { defineElement } from './define.js';

describe('defineElement', () => {
  it('defines a tag once and skips a second definition instead of throwing', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    expect(defineElement('ry-test-define', First)).toBe(true);
    expect(defineElement('ry-test-define', Second)).toBe(false);
    expect(customElements.get('ry-test-define')).toBe(First);
    expect(document.createElement('ry-test-define')).toBeInstanceOf(First);
  });
});
