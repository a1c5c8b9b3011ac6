/** Seat arithmetic shared by every game: seats are 0-based indices, clockwise order. */

/** The seat after `seat` clockwise. */
export function nextSeat(seat: number, playerCount: number): number {
  return (seat + 1) % playerCount;
}

/** Every seat clockwise starting at `first` (inclusive). */
export function seatsFrom(first: number, playerCount: number): number[] {
  return Array.from({ length: playerCount }, (_, i) => (first + i) % playerCount);
}

/** The first seat clockwise after `seat` that satisfies `accept`, or null if none does. */
export function nextSeatWhere(
  seat: number,
  playerCount: number,
  accept: (candidate: number) => boolean,
): number | null {
  for (let i = 1; i <= playerCount; i++) {
    const candidate = (seat + i) % playerCount;
    if (accept(candidate)) return candidate;
  }
  return null;
}

/** Equal split of a starting purse, as both Chicago Express and American Rails do. */
export function equalShare(total: number, playerCount: number): number {
  return Math.floor(total / playerCount);
}
