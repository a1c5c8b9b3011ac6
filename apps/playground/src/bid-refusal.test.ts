/**
 * An amount typed in the move panel goes to the rules: one they refuse (a bid above your cash,
 * below the minimum) is explained beside the field in their words, with the rule, not by the
 * browser's number-field bubble (walkthrough 5, finding 6).
 */
import { describe, expect, it } from 'vitest';
import { render } from 'lit';
import { GameSession, newRecord, type StockView } from '@railyard/rules';
import { games } from '@railyard/rules/engines';
import { GameControls } from './game-controls';
import { MoveFocus } from './move-focus';
import { renderMoves } from './moves-panel';

function panel() {
  const game = games['chicago-express']!;
  const opened = GameSession.open(game, newRecord('chicago-express', ['You', 'Bo', 'Cy'], 'bid'));
  if (!opened.ok) throw new Error(opened.message);
  const session = opened.session;
  const root = document.createElement('div');
  const notes: string[] = [];
  const controls = new GameControls({
    notify: (_kind, text) => notes.push(text),
    focus: new MoveFocus(root),
    session: () => session,
    viewerOf: () => 'all',
    say: () => {},
    update: () => draw(),
  });
  const seat = session.activeSeats()[0]!;
  const draw = () =>
    render(
      renderMoves(
        game,
        session.state,
        session.legalMoves(seat),
        'You',
        (move, options) => {
          controls.play(move, options);
          draw();
        },
        true,
        controls.refusal,
      ),
      root,
    );
  draw();
  document.body.append(root);
  const cash = (session.view(seat) as StockView).players[seat]!.cash;
  const bid = (amount: string) => {
    const input = root.querySelector<HTMLInputElement>('input[name=amount]')!;
    input.value = amount;
    input.form!.requestSubmit();
    return root.querySelector('.refusal');
  };
  return { session, root, notes, cash, bid, input: () => root.querySelector('input')! };
}

describe('the move panel’s amount field', () => {
  it('chicago-express:opening-auction-bidding — a bid above your cash gets the rules’ refusal and rule beside the field', () => {
    const { session, notes, cash, bid, input } = panel();
    const form = input().form!;
    // The browser does not stop the form first: the amount reaches the rules.
    expect(form.noValidate).toBe(true);
    const refusal = bid(String(cash + 5));
    expect(refusal?.textContent).toContain(`A player cannot bid more than their cash ($${cash}).`);
    expect(refusal?.getAttribute('role')).toBe('alert');
    expect(refusal?.querySelector('a')?.getAttribute('href')).toContain('/chicago-express/rules/');
    expect(refusal?.querySelector('a')?.textContent).toBe('Rule: Opening auction bidding');
    // Beside the field, named by it, and in no other message; the position is unchanged.
    expect(refusal!.closest('form')).toBe(form);
    expect(input().getAttribute('aria-describedby')).toBe(refusal!.id);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(notes).toEqual([]);
    expect(session.moveCount).toBe(0);
  });

  it('chicago-express:opening-auction-order-and-minimum-bids — a bid below the minimum is refused the same way, and a legal bid clears it', () => {
    const { session, bid, input } = panel();
    const lowest = Number(input().min);
    const refusal = bid(String(lowest - 1));
    expect(refusal?.textContent).toContain(
      `The opening bid must be at least the minimum of $${lowest}.`,
    );
    expect(refusal?.querySelector('a')?.textContent).toBe(
      'Rule: Opening auction order and minimum bids',
    );
    expect(bid(String(lowest))).toBeNull();
    expect(session.moveCount).toBe(1);
  });
});

describe('an empty amount field', () => {
  it('plays nothing and puts the focus back in the field (no "got NaN" refusal)', () => {
    const { session, notes, bid, input } = panel();
    expect(bid('')).toBeNull();
    expect(document.activeElement).toBe(input());
    expect(notes).toEqual([]);
    expect(session.moveCount).toBe(0);
  });
});
