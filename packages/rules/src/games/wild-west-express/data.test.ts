import { describe, expect, it } from 'vitest';
import { CITY_GOODS, GOOD_IDS, type GoodId } from './data/goods.js';
import { CITY_IDS, LEGS } from './data/network.js';
import { DISTANCE, NEIGHBOURS, NODES } from './data/board.js';
import { TELEGRAMS } from './data/telegrams.js';
import { TELEGRAM_TEXTS } from './data/telegram-texts.js';

describe('wild-west-express data (our design)', () => {
  it('24 towns in three zones, joined into one network; junctions have three lines', () => {
    expect(CITY_IDS).toHaveLength(24);
    expect(new Set(NODES.filter((n) => n.city).map((n) => n.zone))).toEqual(
      new Set(['P', 'M', 'C']),
    );
    expect(DISTANCE[0]!.every((d) => Number.isFinite(d))).toBe(true);
    NODES.forEach((n, i) => {
      if (n.kind === 'junction') expect(NEIGHBOURS[i]).toHaveLength(3);
      if (n.kind === 'track') expect(NEIGHBOURS[i]).toHaveLength(2);
    });
  });

  it('telegram spaces (about 1 in 10) and sheriff stars (about 1 in 15) lie on the track only', () => {
    const track = NODES.filter((n) => n.kind === 'track');
    const t = track.filter((n) => n.feature === 'telegram').length;
    const stars = track.filter((n) => n.feature === 'star').length;
    expect(NODES.filter((n) => n.kind !== 'track' && n.feature)).toEqual([]);
    expect(t / track.length).toBeGreaterThan(0.08);
    expect(t / track.length).toBeLessThan(0.15);
    expect(stars / track.length).toBeGreaterThan(0.05);
    expect(stars / track.length).toBeLessThan(0.1);
    for (const leg of LEGS)
      for (const step of Object.keys(leg.features ?? {})) {
        expect(+step).toBeGreaterThan(0);
        expect(+step).toBeLessThan(leg.steps);
      }
  });

  it('every town sells something with a single cheapest good, and never buys what it sells', () => {
    for (const city of CITY_IDS) {
      const sells = Object.values(CITY_GOODS[city].sells);
      expect(sells.length).toBeGreaterThan(0);
      expect(sells.filter((p) => p === Math.min(...sells))).toHaveLength(1);
      for (const good of Object.keys(CITY_GOODS[city].buys))
        expect(CITY_GOODS[city].sells[good as GoodId]).toBeUndefined();
    }
  });

  it('every good is sold somewhere and bought somewhere else, and longer hauls pay more', () => {
    for (const good of GOOD_IDS) {
      const sources = CITY_IDS.filter((c) => CITY_GOODS[c].sells[good] !== undefined);
      const sinks = CITY_IDS.filter((c) => CITY_GOODS[c].buys[good] !== undefined);
      expect(sources.length).toBeGreaterThan(0);
      expect(sinks.length).toBeGreaterThan(0);
      const far = (c: string) =>
        Math.min(
          ...sources.map(
            (s) => DISTANCE[CITY_IDS.indexOf(s as never)]![CITY_IDS.indexOf(c as never)]!,
          ),
        );
      const bySteps = [...sinks].sort((a, b) => far(a) - far(b));
      expect(CITY_GOODS[bySteps.at(-1)!].buys[good]!).toBeGreaterThan(
        CITY_GOODS[bySteps[0]!].buys[good]!,
      );
      for (const sink of sinks)
        expect(CITY_GOODS[sink].buys[good]!).toBeGreaterThan(
          Math.min(...sources.map((s) => CITY_GOODS[s].sells[good]!)),
        );
    }
  });

  it('52 telegrams: personal, public and competition cards, unique ids, each saying which train it affects', () => {
    expect(TELEGRAMS).toHaveLength(52);
    expect(new Set(TELEGRAMS.map((c) => c.id)).size).toBe(52);
    const kinds = new Set(TELEGRAMS.map((c) => c.kind));
    expect(kinds).toEqual(new Set(['personal', 'public', 'competition']));
    for (const card of TELEGRAMS) {
      expect(['drawing-train', 'every-train', 'zone-trains', 'no-train']).toContain(card.affects);
      expect(TELEGRAM_TEXTS[card.id]?.length ?? 0).toBeGreaterThan(20);
      expect(card.kind === 'competition').toBe(card.effect.type === 'competition');
    }
    // Every wording belongs to a card (the texts are kept apart from the rules' data).
    expect(Object.keys(TELEGRAM_TEXTS).sort()).toEqual(TELEGRAMS.map((c) => c.id).sort());
  });
});
