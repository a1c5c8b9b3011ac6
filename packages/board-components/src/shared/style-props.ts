/**
 * `styleProps({...})`: sets inline style properties of an element through the CSSOM
 * (`style.setProperty`), which a strict Content-Security-Policy (`style-src 'self'`, no
 * 'unsafe-inline') allows. A `style="…"` attribute in a template, and Lit's own `styleMap` on its
 * first render, write the style *attribute*, which such a policy blocks. Use it in element
 * position: `<span ${styleProps({ '--chip': color })}>`. Names are CSS names (`min-width`,
 * `--company`); a null or undefined value removes the property.
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

export type StyleProps = Readonly<Record<string, string | number | null | undefined>>;

class StylePropsDirective extends Directive {
  private previous = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT)
      throw new Error('styleProps() goes in element position: <span ${styleProps({…})}>');
  }

  render(_props: StyleProps): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [props]: [StyleProps]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    const next = new Set<string>();
    for (const [name, value] of Object.entries(props)) {
      if (value === null || value === undefined) continue;
      style.setProperty(name, String(value));
      next.add(name);
    }
    for (const name of this.previous) if (!next.has(name)) style.removeProperty(name);
    this.previous = next;
    return noChange;
  }
}

export const styleProps = directive(StylePropsDirective);
