import { describe, expect, it } from 'vitest';
import { focusFrameHeight } from './focus-frame.js';

describe('focusFrameHeight', () => {
  const frame = { width: 900, height: 192 };

  it('grows a short frame until the named spaces show at the readable zoom', () => {
    // 100 × 100 map px at readable zoom 3 is 300 px high, filling 80 % of the frame: 375 px.
    expect(focusFrameHeight({ x: 0, y: 0, width: 100, height: 100 }, frame, 3, 1, 700)).toBe(375);
  });

  it('shows spaces spread over the whole map at the zoom where their width fits', () => {
    // 600 map px wide: zoom 1.2 fits them in 80 % of 900 px; 400 high → 600 px frame.
    expect(focusFrameHeight({ x: 0, y: 0, width: 600, height: 400 }, frame, 3, 1, 700)).toBe(600);
    // Never taller than the map drawn at the frame's width (aspect 0.5: 450 px), nor than max.
    expect(focusFrameHeight({ x: 0, y: 0, width: 600, height: 400 }, frame, 3, 0.5, 700)).toBe(450);
    expect(focusFrameHeight({ x: 0, y: 0, width: 600, height: 400 }, frame, 3, 1, 500)).toBe(500);
  });

  it('never shrinks the map below fitted: spaces wider than the frame get their height at zoom 1', () => {
    // 1000 map px wide would need zoom 0.72; at zoom 1 their 400 px need a 500 px frame.
    expect(focusFrameHeight({ x: 0, y: 0, width: 1000, height: 400 }, frame, 3, 1, 700)).toBe(500);
  });

  it('leaves a frame that is tall enough alone', () => {
    expect(focusFrameHeight({ x: 0, y: 0, width: 20, height: 20 }, frame, 3, 1, 700)).toBeNull();
  });
});
