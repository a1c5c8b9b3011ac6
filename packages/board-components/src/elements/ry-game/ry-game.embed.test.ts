/**
 * What a site owner meets when an embed goes wrong: URL attributes that are not http(s) or
 * relative, a record that cannot be fetched, and rule options the game refuses.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import { registerGame } from '../../shared/game-registry.js';
import { cleanup, fixture } from '../../test-support/fixture.js';
import { errorFor, stubFetch } from '../../test-support/ry-game.js';
import { tinyGame, toyAuctionGame } from '@railyard/rules/testing';

beforeAll(() => {
  registerGame(toyAuctionGame);
  registerGame(tinyGame);
});

/** Every link in the element and the shadow roots inside it. */
function allLinks(root: Element | ShadowRoot): HTMLAnchorElement[] {
  const links = [...root.querySelectorAll('a')];
  for (const el of root.querySelectorAll('*'))
    if (el.shadowRoot) links.push(...allLinks(el.shadowRoot));
  return links;
}

describe('<ry-game> embedded on a site', () => {
  afterEach(cleanup);

  it('refuses record="javascript:…" with a message instead of fetching it', async () => {
    const stub = stubFetch(() => new Response('{}'));
    try {
      const { errors, shown } = await errorFor(`<ry-game record="javascript:alert(1)"></ry-game>`);
      expect(stub.calls).toEqual([]);
      expect(errors.map((e) => e.detail.source)).toEqual(['record']);
      expect(shown).toContain(
        'record="javascript:alert(1)" is refused: a javascript: URL; give an http(s) URL or a relative one.',
      );
    } finally {
      stub.restore();
    }
  });

  it('refuses rule-base="javascript:…": no rule link runs script, and the attribute is reported', async () => {
    const safe = await fixture<RyGame>(
      `<ry-game game="toy" players="3" seed="t1" rule-base="https://docs.example.org/"></ry-game>`,
    );
    await safe.updateComplete;
    const hrefs = allLinks(safe.shadowRoot!).map((a) => a.getAttribute('href'));
    expect(hrefs.some((href) => href?.startsWith('https://docs.example.org/toy/'))).toBe(true);
    cleanup();

    const { game, errors, shown } = await errorFor(
      `<ry-game game="toy" players="3" seed="t1" rule-base="javascript:alert(1)//"></ry-game>`,
    );
    expect(errors.map((e) => e.detail.source)).toEqual(['rule-base']);
    expect(shown).toContain('rule-base="javascript:alert(1)//" is refused');
    // The game itself still plays; its rule texts are shown without links.
    expect(game.getRecord().players).toHaveLength(3);
    const bad = allLinks(game.shadowRoot!).filter((a) => !/^(https?:|\/|#|\?|$)/.test(a.href));
    expect(bad.map((a) => a.getAttribute('href'))).toEqual([]);
  });

  it('reports options the game refuses with source "options", not "players"', async () => {
    for (const options of ['{"target": "ten"}', '{"nope": 1}']) {
      const { errors, shown } = await errorFor(
        `<ry-game game="tiny" players="2" seed="s" options='${options}'></ry-game>`,
      );
      expect(errors.map((e) => e.detail.source)).toEqual(['options']);
      expect(shown).toContain('The game cannot start');
      cleanup();
    }
  });

  it('names the URL and "there is no file" when the record URL answers 404', async () => {
    const stub = stubFetch(() => new Response('gone', { status: 404, statusText: 'Not Found' }));
    try {
      const { shown } = await errorFor(`<ry-game record="/examples/missing.json"></ry-game>`);
      expect(shown).toContain(
        `Could not load the record from "/examples/missing.json" (${location.origin}/examples/missing.json): the server answered 404 Not Found: there is no file at that address.`,
      );
    } finally {
      stub.restore();
    }
  });

  it('says a record URL that answers a web page is not JSON, and what it got', async () => {
    const stub = stubFetch(
      () =>
        new Response('<!doctype html><title>Home</title>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    );
    try {
      const { shown } = await errorFor(`<ry-game record="https://example.org/a.json"></ry-game>`);
      expect(shown).toContain(
        'Could not load the record from "https://example.org/a.json": it is not JSON (the server sent text/html;',
      );
    } finally {
      stub.restore();
    }
  });

  it('names CORS and the origin when a record on another origin cannot be read', async () => {
    // Nothing listens on port 9 of this machine: the browser's fetch fails as it does when a
    // server sends no Access-Control-Allow-Origin (a script cannot tell the two apart).
    const url = 'http://127.0.0.1:9/examples/a.json';
    const { errors, shown } = await errorFor(`<ry-game record="${url}"></ry-game>`);
    expect(errors[0]!.detail.source).toBe('record');
    expect(shown).toContain(`Could not load the record from "${url}": the request failed`);
    expect(shown).toContain('http://127.0.0.1:9 is unreachable');
    expect(shown).toContain('CORS');
    expect(shown).toContain(`Access-Control-Allow-Origin for ${location.origin} or *`);
  });
});
