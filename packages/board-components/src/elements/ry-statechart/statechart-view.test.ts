import { describe, expect, it } from 'vitest';
import {
  neededHeight,
  openingView,
  READABLE_SCALE,
  SNUG_SCALE,
  wholeChart,
} from './statechart-view.js';

const frame = { width: 650, height: 600 };
/** The docs complaint: a 1,771 × 1,203 px chart in a 650 × 600 frame. */
const big = { width: 1771, height: 1203 };

describe('statechart opening view', () => {
  it('opens a chart that fits at its natural size, centred, never enlarged', () => {
    const view = openingView(frame, { width: 300, height: 200 }, []);
    expect(view.k).toBe(1);
    expect(view.x).toBeCloseTo((650 - 300) / 2);
    expect(view.y).toBeCloseTo((600 - 200) / 2);
  });

  it('opens a large chart at readable size on the outermost active region that fits', () => {
    const regions = [
      { x: 900, y: 300, width: 800, height: 700 }, // too big at readable size
      { x: 1000, y: 400, width: 500, height: 400 }, // fits: shown whole
      { x: 1100, y: 500, width: 100, height: 30 },
    ];
    const view = openingView(frame, big, regions);
    expect(view.k).toBeGreaterThanOrEqual(READABLE_SCALE);
    const r = regions[1]!;
    expect(view.x + view.k * r.x).toBeGreaterThanOrEqual(0);
    expect(view.x + view.k * (r.x + r.width)).toBeLessThanOrEqual(frame.width);
    expect(view.y + view.k * r.y).toBeGreaterThanOrEqual(0);
    expect(view.y + view.k * (r.y + r.height)).toBeLessThanOrEqual(frame.height);
  });

  it('shrinks a chart a little wider than its frame to the width, not clipping it (CE on a phone)', () => {
    // The Chicago Express chart (collapsed) is 364 px wide; a phone's frame is 340 px.
    const chart = { width: 364, height: 440 };
    const phone = { width: 340, height: neededHeight(340, chart) };
    const view = openingView(phone, chart, [{ x: 70, y: 60, width: 160, height: 60 }]);
    expect(view.k).toBeCloseTo(340 / 364);
    expect(view.k).toBeGreaterThanOrEqual(SNUG_SCALE);
    expect(view.x).toBeGreaterThanOrEqual(0);
    expect(view.x + view.k * chart.width).toBeLessThanOrEqual(phone.width + 0.01);
    expect(view.y + view.k * chart.height).toBeLessThanOrEqual(phone.height);
  });

  it('centres the innermost region at readable size when no region fits', () => {
    const inner = { x: 1200, y: 800, width: 900, height: 40 };
    const view = openingView(frame, { width: 2400, height: 1203 }, [inner]);
    expect(view.k).toBe(READABLE_SCALE);
    expect(view.x + view.k * (inner.x + inner.width / 2)).toBeCloseTo(frame.width / 2);
  });

  it('opens on the top centre, not the empty top-left corner, with no active state', () => {
    const view = openingView(frame, big, []);
    expect(view.k).toBe(READABLE_SCALE);
    expect(view.y).toBeCloseTo(0);
    expect(view.x).toBeCloseTo(frame.width / 2 - big.width / 2);
  });

  it('"whole chart" shrinks a large chart to fit the frame', () => {
    const view = wholeChart(frame, big);
    expect(view.k).toBeCloseTo(650 / 1771);
    expect(view.k * big.height).toBeLessThanOrEqual(frame.height);
  });

  it('asks for no more frame height than the chart needs at its opening scale', () => {
    expect(neededHeight(650, { width: 300, height: 120 })).toBe(122);
    expect(neededHeight(650, big)).toBe(1205);
  });
});
