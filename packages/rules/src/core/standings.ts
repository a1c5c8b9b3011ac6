/**
 * The standings of a finished game, built one way for every game's `result()`: a seat's rank is
 * one more than the number of seats ahead of it, so tied seats share a rank (and the next rank is
 * skipped), written "2=" when shared; standings run in rank order, tied seats by score (the higher
 * first) then seat, and the winners are every seat ranked 1.
 */
import type { GameResult, Standing } from './game-definition.js';

/** Negative when seat `a` ranks ahead of seat `b`, positive when behind, 0 when tied. */
export type SeatOrder = (a: number, b: number) => number;

/**
 * Standings and winners of the seated `players`: `score` is shown with each seat (in words by
 * `scoreText`: money, points); `order` ranks them (by default the higher score ranks ahead).
 */
export function standingsOf(
  players: readonly string[],
  score: (seat: number) => number,
  order: SeatOrder = (a, b) => score(b) - score(a),
  scoreText: (score: number) => string = String,
): Pick<GameResult, 'standings' | 'winners'> {
  const seats = players.map((_, seat) => seat);
  const ranked = seats
    .map((seat) => ({
      seat,
      name: players[seat]!,
      score: score(seat),
      rank: 1 + seats.filter((other) => order(other, seat) < 0).length,
    }))
    .sort((a, b) => a.rank - b.rank || b.score - a.score || a.seat - b.seat);
  const standings: Standing[] = ranked.map((s) => ({
    ...s,
    rankText: `${s.rank}${ranked.filter((other) => other.rank === s.rank).length > 1 ? '=' : ''}`,
    scoreText: scoreText(s.score),
  }));
  return { standings, winners: standings.filter((s) => s.rank === 1).map((s) => s.seat) };
}
