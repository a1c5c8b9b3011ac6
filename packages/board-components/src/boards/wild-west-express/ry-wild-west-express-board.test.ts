import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { applyMove, type GameMove, type Viewer } from '@railyard/rules';
import type { WildWestExpressView } from '@railyard/rules/wild-west-express';
import { wildWestExpress } from './game.js';
import { TELEGRAM_TEXTS } from '@railyard/rules/texts/wild-west-express';
import type { RyWildWestExpressBoard } from './ry-wild-west-express-board.component.js';
import type { RyIntentEvent } from '../../shared/events.js';
import {
  axeViolations,
  cleanup,
  collect,
  fixture,
  spacesMarkedAfter,
  withMapTools,
} from '../../test-support/fixture.js';
import { firstPosition, playedPositions } from '../../test-support/played-game.js';

type State = Parameters<typeof wildWestExpress.legalMoves>[0];
let states: State[];

beforeAll(() => {
  states = playedPositions(wildWestExpress, ['Ann', 'Bob', 'Cyd']);
});

const legal = (s: State) => wildWestExpress.legalMoves(s) as unknown as GameMove[];

function firstState(accept: (moves: GameMove[], state: State) => boolean): State {
  return firstPosition(states, legal, accept);
}

const seatToAct = (state: State) => wildWestExpress.activeSeats(state)[0] ?? 0;

async function board(
  state: State,
  { interactive = true, viewer }: { interactive?: boolean; viewer?: Viewer } = {},
): Promise<RyWildWestExpressBoard> {
  const el = await fixture<RyWildWestExpressBoard>(
    `<ry-wild-west-express-board ${interactive ? 'interactive' : ''}></ry-wild-west-express-board>`,
  );
  const seat = viewer ?? seatToAct(state);
  el.view = wildWestExpress.view(state, seat) as never;
  el.legalMoves = legal(state);
  el.describeMove = (m) => wildWestExpress.describeMove(m as never, state, 'spectator');
  // The map tools load on their own and may move the map: clicks wait for them, or under
  // load a click can land where a space was a moment before.
  return withMapTools(el);
}

const root = (el: RyWildWestExpressBoard) => el.shadowRoot!;
const target = (el: RyWildWestExpressBoard, id: string) =>
  root(el).querySelector<SVGGElement>(`[data-target="${id}"]`)!;
const marked = (el: RyWildWestExpressBoard) =>
  [...root(el).querySelectorAll('.space.legal')].map((n) => n.getAttribute('data-space'));
const focused = (el: RyWildWestExpressBoard) => root(el).activeElement?.getAttribute('data-target');
const pieceOf = (m: GameMove) => (m.train ?? m.desperado) as string;
const isPieceMove = (m: GameMove) =>
  m.type === 'train.move' || m.type === 'desperado.move' || m.type === 'desperado.jump';

describe('<ry-wild-west-express-board>', () => {
  afterEach(cleanup);

  it('draws the network: three time zones with two zone lines, 24 towns, junctions, star and telegram spaces', async () => {
    const el = await board(states[0]!, { interactive: false });
    const view = el.view as unknown as WildWestExpressView;
    expect(root(el).querySelectorAll('.zone').length).toBe(3);
    expect(root(el).querySelectorAll('.zone-line').length).toBe(2);
    expect([...root(el).querySelectorAll('.zone-name')].map((t) => t.textContent)).toEqual([
      'Pacific zone (P)',
      'Mountain zone (M)',
      'Central zone (C)',
    ]);
    expect(root(el).querySelectorAll('.space.city').length).toBe(24);
    expect(root(el).querySelectorAll('.space.junction').length).toBe(
      view.nodes.filter((n) => n.kind === 'junction').length,
    );
    expect(root(el).querySelectorAll('.star-space').length).toBe(
      view.nodes.filter((n) => n.feature === 'star').length,
    );
    expect(root(el).querySelectorAll('.telegram-space').length).toBe(
      view.nodes.filter((n) => n.feature === 'telegram').length,
    );
    expect(root(el).querySelectorAll('.edges line').length).toBe(view.edges.length);
    const denver = target(el, 'denver').getAttribute('aria-label')!;
    expect(denver).toMatch(/^Denver, town in the Mountain zone, station: bank, sells: .*\$/);
    const track = view.nodes.find((n) => n.feature === 'telegram')!;
    expect(target(el, track.id).getAttribute('aria-label')).toMatch(
      /^telegram space \d+ from .+ towards .+, track, (Pacific|Mountain|Central) zone$/,
    );
  });

  it('lists every town’s goods in a table a tap opens, without hovering the map (issue 24 walkthrough #4)', async () => {
    const el = await board(states[0]!, { interactive: false });
    const view = el.view as unknown as WildWestExpressView;
    const towns = root(el).querySelector('details.towns')!;
    expect(towns.querySelector('summary')!.textContent).toMatch(/what each sells and buys/);
    const rows = [...towns.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(24);
    const denver = view.nodes.find((n) => n.id === 'denver')!;
    const row = towns.querySelector('tr[data-town="denver"]')!;
    const cells = [...row.querySelectorAll('th, td')].map((c) => c.textContent!.trim());
    expect(cells[0]).toBe('Denver');
    for (const good of Object.keys(denver.sells ?? {}))
      expect(cells[2]).toContain(good.replace(/-/g, ' '));
    for (const good of Object.keys(denver.buys ?? {}))
      expect(cells[3]).toContain(good.replace(/-/g, ' '));
  });

  it('offers the start-city draft on the towns and sends the choice', async () => {
    const el = await board(states[0]!);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const choices = legal(states[0]!).filter((m) => m.type === 'city.choose');
    expect(new Set(marked(el))).toEqual(new Set(choices.map((m) => m.city)));
    await userEvent.click(target(el, 'denver'));
    expect(intents.map((e) => e.detail.move)).toEqual([choices.find((m) => m.city === 'denver')]);
  });

  it('wild-west-express:choosing-start-cities: a click on a city taken already sends that choice, so the engine says why not', async () => {
    const state = firstState(
      (moves, s) =>
        moves.some((m) => m.type === 'city.choose') &&
        wildWestExpress
          .view(s, seatToAct(s))
          .nodes.some((n) => n.kind === 'city' && !moves.some((m) => m.city === n.id)),
    );
    const el = await board(state);
    const taken = wildWestExpress
      .view(state, seatToAct(state))
      .nodes.find((n) => n.kind === 'city' && !legal(state).some((m) => m.city === n.id))!;
    const intents = collect<RyIntentEvent>(el, 'ry-intent');
    target(el, taken.id).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(intents).toHaveLength(1);
    expect(intents[0]!.detail.move).toMatchObject({ type: 'city.choose', city: taken.id });
    const refused = applyMove(wildWestExpress, state, intents[0]!.detail.move as never);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.reason).toMatch(/is taken by/);
  });

  it('a picked town no move can use says why on the map, in words, and sends nothing', async () => {
    const state = firstState((moves) =>
      moves.every(
        (m) =>
          m.type !== 'city.choose' &&
          !isPieceMove(m) &&
          m.type !== 'desperado.place' &&
          m.type !== 'sheriff.place' &&
          m.type !== 'dynamite.lay',
      ),
    );
    const el = await board(state);
    const town = wildWestExpress
      .view(state, seatToAct(state))
      .nodes.find((n) => n.kind === 'city')!;
    const intents = collect<RyIntentEvent>(el, 'ry-intent');
    target(el, town.id).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(intents).toHaveLength(0);
    const note = root(el).querySelector('.map-frame .space-note[role="status"]');
    expect(note?.textContent).toContain(`${town.name}: no move can use it now. The move now:`);
  });

  it('marks the destinations of the selected piece only, previews the path and moves on click', async () => {
    const state = firstState((moves) => new Set(moves.filter(isPieceMove).map(pieceOf)).size >= 2);
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const moves = legal(state).filter(isPieceMove);
    const first = pieceOf(moves[0]!);
    const ends = (piece: string) =>
      new Set(moves.filter((m) => pieceOf(m) === piece).map((m) => (m.path as string[]).at(-1)));
    expect(new Set(marked(el))).toEqual(ends(first));
    expect(root(el).querySelector(`[data-select="${first}"]`)!.getAttribute('aria-pressed')).toBe(
      'true',
    );
    const second = moves.map(pieceOf).find((id) => id !== first)!;
    await userEvent.click(root(el).querySelector<HTMLButtonElement>(`[data-select="${second}"]`)!);
    expect(new Set(marked(el))).toEqual(ends(second));
    // Focusing a destination draws the path from the piece through every step.
    const move = moves.find((m) => pieceOf(m) === second)!;
    const end = (move.path as string[]).at(-1)!;
    target(el, end).focus();
    await el.updateComplete;
    const preview = root(el).querySelector('.preview polyline')!;
    const steps = moves.filter(
      (m) => pieceOf(m) === second && (m.path as string[]).at(-1) === end,
    )[0]!.path as string[];
    expect(preview.getAttribute('points')!.split(' ').length).toBe(steps.length + 1);
    const sameEnd = moves.filter(
      (m) => pieceOf(m) === second && (m.path as string[]).at(-1) === end,
    );
    await userEvent.click(target(el, end));
    if (sameEnd.length === 1) expect(intents.map((e) => e.detail.move)).toEqual([sameEnd[0]]);
    else {
      const buttons = [...root(el).querySelectorAll<HTMLButtonElement>('.chooser button')];
      expect(buttons.length).toBe(sameEnd.length + 1);
      await userEvent.click(buttons[1]!);
      expect(intents.map((e) => e.detail.move)).toEqual([sameEnd[1]]);
    }
  });

  it('tells several paths to the same destination apart by the towns they pass', async () => {
    const state = firstState((moves) => {
      const ends = moves
        .filter((m) => m.type === 'train.move')
        .map((m) => `${pieceOf(m)}@${(m.path as string[]).at(-1)}`);
      return new Set(ends).size < ends.length;
    });
    const moves = legal(state).filter((m) => m.type === 'train.move');
    const key = (m: GameMove) => `${pieceOf(m)}@${(m.path as string[]).at(-1)}`;
    const dup = moves.find((m, i) => moves.findIndex((o) => key(o) === key(m)) !== i)!;
    const el = await board(state);
    await userEvent.click(
      root(el).querySelector<HTMLButtonElement>(`[data-select="${pieceOf(dup)}"]`)!,
    );
    await userEvent.click(target(el, (dup.path as string[]).at(-1)!));
    const labels = [...root(el).querySelectorAll<HTMLButtonElement>('.chooser button')]
      .slice(0, -1)
      .map((b) => b.textContent!.trim());
    expect(labels.length).toBe(moves.filter((m) => key(m) === key(dup)).length);
    expect(labels.every((l) => l.includes('via'))).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('before the roll: roll button, purchases per train, dynamite on the track only in dynamite mode', async () => {
    const state = firstState(
      (moves) =>
        moves.some((m) => m.type === 'dice.roll') && moves.some((m) => m.type === 'goods.buy'),
    );
    const el = await board(state);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const moves = legal(state);
    expect(marked(el)).toEqual([]);
    const toggle = root(el).querySelector<HTMLButtonElement>('[data-mode="dynamite"]')!;
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const lays = moves.filter((m) => m.type === 'dynamite.lay');
    expect(new Set(marked(el))).toEqual(new Set(lays.map((m) => m.space)));
    // A space can sit outside the zoomed map's frame: the keyboard reaches it (focus brings it into view).
    target(el, lays[0]!.space as string).focus();
    await userEvent.keyboard('{Enter}');
    const buy = moves.find((m) => m.type === 'goods.buy')!;
    const group = root(el).querySelector(`[data-group="${buy.train as string}"]`)!;
    expect(group.textContent).toMatch(/train/);
    await userEvent.click(group.querySelector<HTMLButtonElement>('[data-move="goods.buy"]')!);
    await userEvent.click(root(el).querySelector<HTMLButtonElement>('[data-move="dice.roll"]')!);
    expect(intents.map((e) => e.detail.move.type)).toEqual([
      'dynamite.lay',
      'goods.buy',
      'dice.roll',
    ]);
    expect(intents[1]!.detail.move.train).toBe(buy.train);
  });

  it('shows the dice of the last roll and the spaces each piece moves', async () => {
    const state = firstState((_, s) => s.context.dice !== null);
    const el = await board(state, { interactive: false });
    const dice = [...root(el).querySelectorAll('.die')].map((d) => Number(d.textContent));
    expect(dice).toEqual(state.context.dice);
    const view = el.view as unknown as WildWestExpressView;
    expect(root(el).querySelector('[part="dice"]')!.textContent).toContain(
      `large trains ${view.moves!.large}`,
    );
  });

  it("shows only the viewer's own kept telegrams, never another seat's", async () => {
    const state = firstState((_, s) => s.context.kept.some((k) => k.length > 0));
    const seat = state.context.kept.findIndex((k) => k.length > 0);
    const cards = state.context.kept[seat]!.map((k) => k.card);
    const own = await board(state, { viewer: seat, interactive: false });
    const shown = [...root(own).querySelectorAll<HTMLElement>('.kept [data-card]')].map(
      (li) => li.dataset.card,
    );
    expect(shown).toEqual(cards);
    cleanup();
    const other = await board(state, { viewer: (seat + 1) % 3, interactive: false });
    for (const card of cards) expect(root(other).querySelector(`[data-card="${card}"]`)).toBeNull();
    cleanup();
    const spectator = await board(state, { viewer: 'spectator', interactive: false });
    expect(root(spectator).querySelectorAll('.kept').length).toBe(0);
  });

  it('keeps a drawn personal telegram hidden from the other seats and offers use or keep to its drawer', async () => {
    const state = firstState((moves) => moves.some((m) => m.type === 'telegram.keep'));
    const seat = seatToAct(state);
    const el = await board(state, { viewer: seat });
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    const card = wildWestExpress.view(state, seat).pending.telegram!.card!;
    expect(root(el).querySelector('.drawn')!.textContent).toContain(card.title);
    // The card's wording arrives with its own chunk, after the first draw.
    await vi.waitFor(() =>
      expect(root(el).querySelector('.drawn')!.textContent).toContain(TELEGRAM_TEXTS[card.id]),
    );
    await userEvent.click(
      root(el).querySelector<HTMLButtonElement>('[data-move="telegram.keep"]')!,
    );
    expect(intents[0]!.detail.move.type).toBe('telegram.keep');
    cleanup();
    const other = await board(state, { viewer: (seat + 1) % 3, interactive: false });
    expect(root(other).querySelector('.drawn')!.textContent).not.toContain(card.title);
    expect(root(other).querySelector('.drawn')!.textContent).toMatch(/hidden/);
  });

  it('moves between nodes with the arrow keys (one tab stop) and picks with Enter', async () => {
    const el = await board(states[0]!);
    const intents = collect<RyIntentEvent>(document, 'ry-intent');
    expect(root(el).querySelectorAll('.hit[tabindex="0"]').length).toBe(1);
    target(el, 'denver').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused(el)).not.toBe('denver');
    expect(root(el).querySelectorAll('.hit[tabindex="0"]').length).toBe(1);
    target(el, 'omaha').focus();
    await userEvent.keyboard('{Enter}');
    expect(intents.map((e) => e.detail.move)).toEqual([
      { type: 'city.choose', player: seatToAct(states[0]!), city: 'omaha' },
    ]);
  });

  it('draws pieces with seat numbers and stations with their owners at the end of the game', async () => {
    const end = states[states.length - 1]!;
    const el = await board(end, { interactive: false, viewer: 'all' });
    const view = el.view as unknown as WildWestExpressView;
    expect(root(el).querySelectorAll('.piece.train').length).toBe(view.trains.length);
    expect(root(el).querySelectorAll('.piece.desperado').length).toBe(view.desperados.length);
    expect(root(el).querySelectorAll('.piece.dynamite').length).toBe(view.dynamite.length);
    expect(root(el).querySelectorAll('.piece.sheriff').length).toBe(
      view.sheriffs.filter((s) => s !== null).length,
    );
    const owned = Object.entries(view.stations).filter(([, owner]) => owner !== null);
    expect(root(el).querySelectorAll('.station').length).toBe(owned.length);
    const [city, owner] = owned[0]!;
    expect(root(el).querySelector(`[data-space="${city}"] .station text`)!.textContent).toBe(
      String(owner! + 1),
    );
    const train = view.trains[0]!;
    expect(root(el).querySelector(`[data-train="${train.id}"] text`)!.textContent).toBe(
      String(train.owner + 1),
    );
    expect(root(el).querySelector('[part="turn"]')!.textContent).toMatch(/Game over/);
    expect(root(el).querySelectorAll('table.trains tbody tr').length).toBe(view.trains.length);
    expect(marked(el)).toEqual([]);
  });

  it('keeps every town name clear of stations and pieces (walkthrough 5 #14: Denver, Wichita)', async () => {
    // Every town a station, with a train and a desperado on it (no other pieces).
    const end = states[states.length - 1]!;
    const el = await board(end, { interactive: false, viewer: 'all' });
    const view = el.view as unknown as WildWestExpressView;
    const towns = view.nodes.filter((n) => n.kind === 'city');
    el.view = {
      ...view,
      stations: Object.fromEntries(towns.map((t) => [t.id, 0])),
      trains: towns.map((t, i) => ({ ...view.trains[0]!, id: `t${i}`, at: t.id })),
      desperados: towns.map((t, i) => ({ ...view.desperados[0]!, id: `d${i}`, at: t.id })),
      dynamite: [],
      sheriffs: view.sheriffs.map(() => null),
    } as never;
    await el.updateComplete;
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const box = (e: Element) => e.getBoundingClientRect();
    const names = [...root(el).querySelectorAll('text.name')];
    expect(names.length).toBe(towns.length);
    // Its own pennant, train and desperado never on a town's name; no pennant on any name.
    const pennants = [...root(el).querySelectorAll('.station polygon, .station text')];
    expect(pennants.length).toBe(towns.length * 2);
    const covered = names.flatMap((name) => {
      const town = towns.find((t) => t.name === name.textContent)!;
      const own = [...root(el).querySelectorAll('.piece')].filter((p) =>
        /^[td]\d+$/.test(p.getAttribute('data-train') ?? p.getAttribute('data-desperado') ?? '')
          ? Number((p.getAttribute('data-train') ?? p.getAttribute('data-desperado'))!.slice(1)) ===
            towns.indexOf(town)
          : false,
      );
      expect(own.length).toBe(2);
      return [...own, ...pennants].some((m) => overlap(box(name), box(m))) ? [town.name] : [];
    });
    expect(covered).toEqual([]);
  });

  it('briefly marks the spaces a train left and reached when the next position is shown', async () => {
    const view = (s: State) => wildWestExpress.view(s, 'all') as unknown as WildWestExpressView;
    const index = states.findIndex(
      (s, i) =>
        i + 1 < states.length &&
        view(s).trains.some((t, k) => view(states[i + 1]!).trains[k]?.at !== t.at),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const before = view(states[index]!);
    const after = view(states[index + 1]!);
    const moved = after.trains.find((t, k) => before.trains[k]!.at !== t.at)!;
    const left = before.trains.find((t) => t.id === moved.id)!.at;
    const el = await withMapTools(
      await board(states[index]!, { interactive: false, viewer: 'all' }),
    );
    expect(root(el).querySelectorAll('.space.changed').length).toBe(0);
    const marked = await spacesMarkedAfter(el, after as never);
    expect(marked).toContain(moved.at);
    expect(marked).toContain(left);
    // Only what the move changed, not the whole network.
    expect(marked.length).toBeLessThan(8);
  });

  it('highlights the node a JSON pointer names', async () => {
    const end = states[states.length - 1]!;
    const el = await board(end, { interactive: false, viewer: 'all' });
    const view = el.view as unknown as WildWestExpressView;
    el.highlight = '/trains/0/cargo';
    await el.updateComplete;
    expect(root(el).querySelector('.space.highlight')!.getAttribute('data-space')).toBe(
      view.trains[0]!.at,
    );
    el.highlight = '/stations/denver';
    await el.updateComplete;
    expect(root(el).querySelector('.space.highlight')!.getAttribute('data-space')).toBe('denver');
  });

  it('has no axe violations', async () => {
    const state = firstState((moves) => moves.some(isPieceMove));
    expect(await axeViolations(await board(state))).toEqual([]);
  });

  it('saves screenshots of a turn and the end of a game', async () => {
    await page.viewport(1280, 1100);
    const moving = firstState((moves) => moves.some(isPieceMove));
    for (const [name, state, interactive] of [
      ['moving', moving, true],
      ['end', states[states.length - 1]!, false],
    ] as const) {
      const el = await board(state, { interactive, viewer: interactive ? undefined : 'all' });
      if (interactive) {
        const move = legal(state).find(isPieceMove)!;
        target(el, (move.path as string[]).at(-1)!).focus();
        await el.updateComplete;
      }
      await page.screenshot({
        path: `../../../../../e2e/artifacts/boards/wild-west-express-${name}.png`,
        element: el,
      });
      cleanup();
    }
  });
});
