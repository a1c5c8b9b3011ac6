/**
 * The card of the space under the pointer or the keyboard's focus: which space it tells, whether
 * focus or the pointer holds it, and where it sits. The map tools feed it the pointer, focus and
 * view changes; it knows nothing of any game (the words come from the space's drawing).
 */
import { describeSpace, placeBeside, type Card } from './space-card.js';
import { mapTop } from './map-measure.js';

export class SpaceCardState {
  /** The card shown, or null. */
  shown: Card | null = null;
  /** The card follows focus (else the pointer). */
  private byFocus = false;
  /** Where the pointer was at its last event over the map (client px). */
  private pointerAt: { x: number; y: number } | null = null;

  constructor(
    private readonly space: (id: string) => Element | null,
    private readonly changed: () => void,
  ) {}

  /**
   * A pointer event over the map, with the space under it (or none). One where the pointer
   * already was means the map or the page moved under a still pointer (a move redrew the board,
   * "Your move" scrolled the page): the pointer's card goes and none opens, so no card pops up by
   * itself over the next target (walkthrough 6); it comes when the pointer moves.
   */
  pointer(event: PointerEvent, space: Element | null): void {
    const at = this.pointerAt;
    this.pointerAt = { x: event.clientX, y: event.clientY };
    const still = at && Math.abs(at.x - event.clientX) < 1 && Math.abs(at.y - event.clientY) < 1;
    // (A pointer entering a space sends pointerover and pointermove at one spot: the second is
    // still, over the card's own space, and keeps it.)
    if (!still) this.pointed(space);
    else if ((this.shown?.id ?? null) !== (space?.getAttribute('data-space') ?? null))
      this.pointerGone();
  }

  /** The pointer is over a space (or over none of them). */
  private pointed(space: Element | null): void {
    if (space) {
      this.byFocus = false;
      this.show(space);
    } else if (!this.byFocus) this.show(null);
  }

  /**
   * A space took focus. A click focuses the hex too: its card stays a pointer's card, which
   * leaving the map hides; only keyboard focus (`:focus-visible`) holds it.
   */
  focused(space: Element, byKeyboard: boolean): void {
    this.byFocus = byKeyboard;
    this.show(space);
  }

  /** Focus left the map's spaces. */
  blurred(): void {
    if (!this.byFocus) return;
    this.byFocus = false;
    this.show(null);
  }

  /** The pointer left the map, or the page scrolls under it: a pointer's card goes. */
  pointerGone(): void {
    if (this.shown && !this.byFocus) this.show(null);
  }

  show(space: Element | null): void {
    const id = space?.getAttribute('data-space') ?? null;
    if ((this.shown?.id ?? null) === id) return;
    this.shown = space && id ? describeSpace(space, id) : null;
    this.changed();
  }

  /**
   * A new view (a move made): the card must not tell the old one (walkthrough 5 #2: "No
   * locomotives" and "You build …" on the hex just built). The pointer's card goes, as it would
   * lie over the next targets (moving onto a space brings it back); a focused space's card is
   * written anew from the new drawing.
   */
  refresh(): void {
    const card = this.shown;
    if (!card) return;
    const space = this.byFocus ? this.space(card.id) : null;
    this.shown = space ? describeSpace(space, card.id) : null;
    this.changed();
  }

  /** Puts the card beside its space, inside the map's part of the frame (not over the toolbar). */
  place(frame: HTMLElement | null): void {
    const card = frame?.querySelector<HTMLElement>('.space-card');
    if (!frame || !card || !this.shown) return;
    const space = this.space(this.shown.id);
    if (!space) return;
    // The hex's own shape: a city's name or a piece may reach well beyond it.
    placeBeside(card, space.querySelector('.hit') ?? space, frame, mapTop(frame));
  }
}
