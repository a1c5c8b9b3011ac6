/**
 * `styleProps({...})`: sets inline style properties of an element through the CSSOM
 * (`style.setProperty`), which a strict Content-Security-Policy (`style-src 'self'`, no
 * 'unsafe-inline') allows. A `style="…"` attribute in a template, and Lit's own `styleMap` on its
 * first render, write the style *attribute*, which such a policy blocks. Use it in element
 * position: `<span ${styleProps({ '--chip': color })}>`. Names are CSS names (`min-width`,
 * `--company`); an empty value removes the property. Keep the same names from one render to
 * the next (a name left out is not removed).
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';

export type StyleProps = Readonly<Record<string, string>>;

export const styleProps = directive(
  class extends Directive {
    render(_props: StyleProps): typeof noChange {
      return noChange;
    }

    override update(part: ElementPart, [props]: [StyleProps]): typeof noChange {
      for (const name in props) (part.element as HTMLElement).style.setProperty(name, props[name]!);
      return noChange;
    }
  },
);
