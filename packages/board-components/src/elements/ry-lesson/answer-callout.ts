/**
 * `<ry-lesson>`'s answer beside the control the learner used (walkthrough 5 #5: "Not allowed…"
 * showed in the step bar, about 250 px from the Bid field): the refusal or the miss, with its
 * reason and rules, next to the button, field or map space. The step bar keeps the verdict's
 * label, and the live region beside the board says it all for screen readers.
 */
import { html, nothing } from 'lit';
import { ruleLinks, verdict, type Feedback, type RuleLink } from './lesson-feedback.js';

type Answer = Extract<Feedback, { kind: 'illegal' | 'missed' }>;

/** The control or map space a pointer or key went down on, seen through shadow roots. */
export const usedControl = (event: Event): Element | null =>
  (event.composedPath()[0] as Element | undefined) ?? null;

/** The callout's words: heard from the live region, so hidden from screen readers here. */
export function calloutTemplate(f: Answer, link: RuleLink, dismiss: () => void) {
  const [kind, words] = verdict(f);
  const rules = f.kind === 'illegal' ? link(f.error.rule) : ruleLinks(f.rules, link);
  return html`<div class="callout ${kind}" part="callout" data-testid="lesson-callout">
    <p aria-hidden="true">${words}</p>
    ${rules === nothing ? nothing : html`<p class="callout-rules">${rules}</p>`}
    <button class="callout-close" aria-label="Close this answer" @click=${dismiss}>×</button>
  </div>`;
}

/**
 * Places the callout under the control, or above it when below would run under the step bar
 * (the bottom `reserved` pixels of the screen); inside `box` (its positioned container).
 */
export function placeCallout(
  callout: HTMLElement,
  anchor: Element,
  box: HTMLElement,
  reserved: number,
): void {
  const a = anchor.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const { width, height } = callout.getBoundingClientRect();
  const gap = 6;
  const bottom = window.innerHeight - reserved;
  const below = a.bottom + gap + height <= bottom || a.top - gap - height < 0;
  const top = below ? a.bottom - b.top + gap : a.top - b.top - gap - height;
  const left = Math.max(0, Math.min(a.left - b.left, b.width - width));
  callout.style.top = `${Math.max(0, top)}px`;
  callout.style.left = `${left}px`;
  callout.scrollIntoView?.({ block: 'nearest' });
}
