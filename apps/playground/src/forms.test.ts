import { describe, expect, it } from 'vitest';
import { render } from 'lit';
import { ensureGame } from './game-table';
import { applyMove, moveTypesOf, newRecord, type GameMove, type StockView } from '@railyard/rules';
import { games } from '@railyard/rules/engines';
import { parseEvent } from './event-console';
import { groupMoves, moveTypeLabel } from '@railyard/board-components/moves';
import { buttonText, renderChoiceFacts, renderMoves } from './moves-panel';
import { initialSetup, renderSetup, setupProblem, withPlayerCount } from './setup-form';
import { ruleLink } from './rule-link';
import { recordFileName } from './files';
import { tinyCardsGame, tinyGame } from '@railyard/rules/testing';

describe('event console input', () => {
  it('reads an event or says what is missing', () => {
    expect(parseEvent('{"type":"auction.pass","player":1}')).toEqual({
      ok: true,
      move: { type: 'auction.pass', player: 1 },
    });
    expect(parseEvent('{"type":')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not valid JSON/),
    });
    expect(parseEvent('[1]')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/JSON object/),
    });
    expect(parseEvent('{"player":0}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/"type"/),
    });
    expect(parseEvent('{"type":"a.b","player":"0"}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/"player"/),
    });
  });
});

describe('legal-move groups', () => {
  it('group by type (the grouping <ry-game> uses) and turn long runs of amounts into a number field', () => {
    const bids = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ type: 'auction.bid', player: 0, amount: 5 + i }));
    const groups = groupMoves([...bids(10), { type: 'auction.pass', player: 0 }]);
    expect(groups.map((g) => g.type)).toEqual(['auction.bid', 'auction.pass']);
    expect(groups[0]!.range).toMatchObject({ key: 'amount', min: 5, max: 14 });
    expect(groups[1]!.range).toBeNull();
    // A type the game does not label reads as words, without parentheses or the id.
    expect(moveTypeLabel('build.finish')).toBe('Finish build');
    expect(moveTypeLabel('turn.takeLoan')).toBe('Take loan');
    expect(
      groupMoves([{ type: 'sheriff.skip', player: 0 }], {
        'sheriff.skip': 'Leave the sheriffs',
      })[0]!.label,
    ).toBe('Leave the sheriffs');
    // The panel: ten amounts are one number field, four are four buttons.
    const panel = (moves: GameMove[]) => {
      const root = document.createElement('div');
      render(
        renderMoves(tinyGame, undefined, moves, 'Ada', () => {}),
        root,
      );
      return root;
    };
    const long = panel(bids(10));
    expect(long.querySelectorAll('input[type=number]')).toHaveLength(1);
    expect(long.querySelectorAll('button.move')).toHaveLength(0);
    const short = panel(bids(4));
    expect(short.querySelectorAll('input[type=number]')).toHaveLength(0);
    expect(short.querySelectorAll('button.move')).toHaveLength(4);
  });

  it('chicago-express:minimum-bid — above the offer moves: your cash and each share’s minimum bid', () => {
    const game = games['chicago-express']!;
    let state = game.createGame({ players: ['You', 'Bo', 'Cy'], seed: 'f' });
    const play = (move: GameMove) => {
      const result = applyMove(game, state, move);
      if (!result.ok) throw new Error(result.error.reason);
      state = result.state;
    };
    // The opening auctions: the opener takes each share at its minimum, the others pass.
    while (!game.legalMoves(state).some((m) => m.type === 'action.choose')) {
      const moves = game.legalMoves(state);
      const auction = (game.view(state, 'all') as { auction: { highBid: number | null } | null })
        .auction;
      const pass = moves.find((m) => m.type === 'auction.pass');
      const lowest = moves.find((m) => m.type === 'auction.bid');
      play((auction?.highBid == null ? lowest : pass) ?? pass!);
    }
    const seat = game.activeSeats(state)[0]!;
    play({
      type: 'action.choose',
      player: seat,
      action: 'auction',
    });
    const view = game.view(state, seat) as StockView;
    const root = document.createElement('div');
    render(renderChoiceFacts(game, view, game.legalMoves(state), seat), root);
    const text = root.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain(`Your cash: $${view.players[seat]!.cash}`);
    for (const c of view.companies.filter((c) => c.sharesLeft > 0 && c.open))
      expect(text).toContain(`${c.short} $${c.minimumBid}`);
  });

  it('a move button reads as an order, for a seat named "You" (already second person) as for any other', () => {
    expect(buttonText('Ada passes on PRR.', 'Ada')).toBe('Pass on PRR');
    expect(buttonText('You pass on PRR.', 'You')).toBe('Pass on PRR');
    expect(buttonText('You choose Develop a hex.', 'You')).toBe('Choose Develop a hex');
    expect(buttonText('You lay D4 on Omaha–Denver for $3,000.', 'You')).toBe(
      'Lay D4 on Omaha–Denver for $3,000',
    );
  });

  it('every move type of every game has a player label from its definition, in plain words', () => {
    const ids = Object.keys(games);
    expect(ids.length).toBe(4);
    for (const id of ids) {
      const game = games[id]!;
      const types = [...moveTypesOf(game.machine)];
      expect(types.length, id).toBeGreaterThan(0);
      for (const type of types) {
        const label = game.moveLabels?.[type];
        expect(label, `${id} ${type}`).toBeTruthy();
        // No "(build)", no "build.place", no camelCase or kebab-case ids: words and spaces.
        expect(label, `${id} ${type}`).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
        expect(label!.toLowerCase()).not.toContain(type.toLowerCase());
      }
      // Nothing labelled that the chart does not have (a renamed type would leave a stale label).
      expect(Object.keys(game.moveLabels ?? {}).sort(), id).toEqual([...types].sort());
      // The panel uses them: a group's heading is the game's label.
      const [first] = types;
      expect(groupMoves([{ type: first!, player: 0 }], game.moveLabels)[0]!.label).toBe(
        game.moveLabels![first!],
      );
    }
  });
});

describe('setup form', () => {
  it('starts with a random seed and a person in the first seat', () => {
    const setup = initialSetup();
    expect(setup.seed).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(setup.seats[0]).toBe('');
    expect(setup.seats.slice(1).every((s) => s === 'random')).toBe(true);
  });

  it('keeps typed names when the player count changes', () => {
    const setup = { ...initialSetup(), names: ['Xa', 'Yb', 'Zc'] };
    expect(withPlayerCount(setup, 2).names).toEqual(['Xa', 'Yb']);
    expect(withPlayerCount(setup, 4).names.slice(0, 3)).toEqual(['Xa', 'Yb', 'Zc']);
    expect(withPlayerCount(setup, 4).seats).toHaveLength(4);
  });

  it('seats bots of the level asked for (the docs\' "Play your first game": ?bots=easy)', () => {
    expect(initialSetup('chicago-express', 'easy').seats).toEqual(['', 'easy', 'easy']);
    expect(initialSetup('chicago-express').seats).toEqual(['', 'random', 'random']);
  });

  it("in the learner's view leaves out the seed (a developer's tool)", () => {
    const root = document.createElement('div');
    const on = { change: () => {}, start: () => {} };
    render(renderSetup(initialSetup('chicago-express', 'easy'), on), root);
    expect(root.querySelector('#setup-seed')).not.toBeNull();
    render(renderSetup(initialSetup('chicago-express', 'easy'), { ...on, learner: true }), root);
    expect(root.querySelector('#setup-seed')).toBeNull();
    expect(root.textContent).not.toMatch(/seed/i);
  });

  it('says a game is still loading until its engine has arrived, then checks the setup', async () => {
    const setup = initialSetup('wild-west-express');
    expect(setup.gameId).toBe('wild-west-express');
    expect(setupProblem(setup)).toMatch(/still loading/);
    expect((await ensureGame('wild-west-express'))?.id).toBe('wild-west-express');
    expect(setupProblem(setup)).toBeNull();
  });

  it('folds the rule options, saying so while the engine loads (the form draws before it)', async () => {
    const setup = initialSetup('last-spike');
    const form = document.createElement('div');
    const draw = () => render(renderSetup(setup, { change: () => {}, start: () => {} }), form);
    draw();
    const summary = () => form.querySelector('details.options summary')!.textContent!.trim();
    expect(summary()).toBe('Rule options (loading…)');
    expect(form.querySelector('details.options select, details.options input')).toBeNull();
    const fold = form.querySelector('details.options')!;
    fold.setAttribute('open', '');
    const game = (await ensureGame('last-spike'))!;
    draw();
    expect(summary()).toBe(`Rule options (${game.options.length})`);
    // The same fold, still open, now with one control per option.
    expect(form.querySelector('details.options')).toBe(fold);
    expect(fold.hasAttribute('open')).toBe(true);
    for (const spec of game.options)
      expect(form.querySelector(`#option-${spec.id}`)).not.toBeNull();
  });

  it('names the problem with a setup', async () => {
    await ensureGame('chicago-express');
    const setup = initialSetup('chicago-express');
    expect(setupProblem(setup)).toBeNull();
    expect(setupProblem({ ...setup, names: ['A', ' ', 'C'] })).toMatch(/needs a name/);
    expect(setupProblem({ ...setup, names: ['A', 'A', 'C'] })).toMatch(/different name/);
    expect(setupProblem({ ...setup, seed: '' })).toMatch(/seed/);
    expect(setupProblem({ ...setup, gameId: 'nope' })).toMatch(/Choose a game/);
  });
});

describe('links and file names', () => {
  it('link rule ids to their docs section, falling back to the rules page', () => {
    expect(ruleLink(tinyCardsGame, 'tiny-cards:turn')).toEqual({
      href: '/tiny-cards/rules/#turn',
      title: 'Turn',
    });
    expect(ruleLink(tinyCardsGame, 'tiny-cards:unknown')).toEqual({
      href: '/tiny-cards/rules/',
      title: 'tiny-cards:unknown',
    });
  });

  it('name record files after game, seed and length', () => {
    const record = {
      ...newRecord('chicago-express', ['A', 'B'], 'k7dq 3/mzp'),
      moves: [{ type: 'a.b', player: 0 }],
    };
    expect(recordFileName(record)).toBe('chicago-express-k7dq-3-mzp-move-1.json');
    expect(recordFileName(record, { spoiler: true })).toBe(
      'chicago-express-k7dq-3-mzp-move-1-spoiler.json',
    );
  });
});

describe('setup form lookups', () => {
  it('names of Object.prototype are not games', async () => {
    const { initialSetup, setupProblem } = await import('./setup-form');
    for (const id of ['constructor', '__proto__', 'toString']) {
      expect(initialSetup(id).gameId).not.toBe(id);
      expect(setupProblem({ ...initialSetup(), gameId: id })).toBe('Choose a game.');
    }
  });
});
