import { css, html, svg } from 'lit';
import type { CompanyView } from '@railyard/rules';
import { styleProps } from './style-props.js';

/** Relative luminance (0–1) of a hex CSS colour (`#rgb`, `#rrggbb`); null for other notations. */
export function luminance(color: string): number | null {
  let hex = color.trim();
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  if (hex.length === 4) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  const channel = (i: number) => {
    const v = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** Black or white, whichever reads better on `color` (WCAG contrast). */
export function textOn(color: string): '#000' | '#fff' {
  const l = luminance(color);
  if (l === null) return '#000';
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}

/**
 * A company token for HTML: a swatch in the company colour carrying its short label, so the
 * colour is never the only cue.
 */
export function companyChip(
  company: Pick<CompanyView, 'color' | 'short' | 'name'>,
  extra?: unknown,
) {
  return html`<span class="chip" title=${company.name}
    ><span class="swatch" ${styleProps({ background: company.color, color: textOn(company.color) })}
      >${company.short}</span
    >${extra ?? ''}</span
  >`;
}

/**
 * A company piece for SVG (locomotive, cube): a shape in the company colour with a dark rim and
 * its short label inside. `shape` varies by game; size in SVG units.
 */
export function pieceSvg(
  company: Pick<CompanyView, 'color' | 'short'>,
  x: number,
  y: number,
  size: number,
  shape: 'loco' | 'cube' = 'cube',
) {
  const w = size * (shape === 'loco' ? 1.7 : 1.35);
  const h = size;
  const fontSize = Math.max(5, size * 0.52);
  return svg`<g class="piece" data-company=${company.short}>
    ${
      shape === 'loco'
        ? svg`<path d="M${x - w / 2},${y + h / 2} v${-h * 0.8} h${w * 0.62} v${-h * 0.2} h${w * 0.38} v${h} z"
          fill=${company.color} stroke="#1b1b1b" stroke-width=${Math.max(0.6, size * 0.07)}></path>`
        : svg`<rect x=${x - w / 2} y=${y - h / 2} width=${w} height=${h} rx=${size * 0.15}
          fill=${company.color} stroke="#1b1b1b" stroke-width=${Math.max(0.6, size * 0.07)}></rect>`
    }
    <text x=${x} y=${y + fontSize * 0.36} text-anchor="middle" font-size=${fontSize} font-weight="700"
      fill=${textOn(company.color)}>${company.short}</text>
  </g>`;
}

export const chipStyles = css`
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.2em;
    white-space: nowrap;
  }
  .swatch {
    display: inline-block;
    min-width: 2.4em;
    padding: 0 0.3em;
    border: 1px solid #1b1b1b;
    border-radius: 3px;
    font-size: 0.78em;
    font-weight: 700;
    line-height: 1.5;
    text-align: center;
  }
`;
