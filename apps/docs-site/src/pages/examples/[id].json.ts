/**
 * Every rulebook example's record as a JSON file (`/examples/<id>.json`), so a page can point
 * `<ry-game record="…">` at it: the same records the rules tests replay and the rulebook shows.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { allFixtures, type ExampleFixture } from '../../lib/examples.ts';

export const getStaticPaths = (() =>
  allFixtures().map((fixture) => ({
    params: { id: fixture.example },
    props: { fixture },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ fixture: ExampleFixture }> = ({ props }) =>
  new Response(`${JSON.stringify(props.fixture.record, null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
