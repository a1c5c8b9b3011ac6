/**
 * Puts the explanation of a refused move next to what the player used (a button, a field, a
 * space on the map), inside `.base`, and scrolls it into view: a notice at the top of a long
 * game can be far above the screen.
 */
export function placeNotice(root: ParentNode, anchor: Element | null | undefined): void {
  const notice = root.querySelector<HTMLElement>('.notice');
  const base = root.querySelector<HTMLElement>('.base');
  if (!notice || !base) return;
  if (anchor?.isConnected) {
    const a = anchor.getBoundingClientRect();
    const b = base.getBoundingClientRect();
    const gap = 6;
    const { width, height } = notice.getBoundingClientRect();
    // Below the control, unless that runs off the screen and there is room above.
    const below = a.bottom + gap + height <= innerHeight || a.top - gap - height < 0;
    const top = below ? a.bottom - b.top + gap : a.top - b.top - gap - height;
    const left = Math.max(gap, Math.min(a.left - b.left, b.width - width - gap));
    notice.style.top = `${Math.max(0, top)}px`;
    notice.style.left = `${left}px`;
    // Its width can change once placed (the text wraps anew): keep its right edge in the base.
    const over = notice.getBoundingClientRect().right - (b.right - gap);
    if (over > 0) notice.style.left = `${Math.max(gap, left - over)}px`;
  }
  notice.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
