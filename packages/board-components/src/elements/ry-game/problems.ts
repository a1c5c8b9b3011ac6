/** `<ry-game>`'s problems: one message per source (a record, an attribute), each reported once. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { clip } from '@railyard/rules';
import { RyErrorEvent } from '../../shared/events.js';

export interface Problem {
  readonly message: string;
  readonly source: string;
  /** Nothing can be shown but the message. */
  readonly fatal: boolean;
}

export class ProblemsController implements ReactiveController {
  list: readonly Problem[] = [];
  private reported = new Map<string, string>();
  private pending: RyErrorEvent[] = [];

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    /** A fatal problem closes the game shown. */
    private readonly onFatal: () => void,
  ) {
    host.addController(this);
  }

  get fatal(): Problem | undefined {
    return this.list.find((p) => p.fatal);
  }

  forget(): void {
    this.reported.clear();
    this.list = [];
  }

  /**
   * Shows a problem of one source (replacing its previous one; null clears it) and fires one
   * `ry-error` for it, after the next render.
   */
  set(source: string, problem: string | null, fatal = false): void {
    // However long a problem (a hostile record or attribute), the message stays readable.
    const message = problem === null ? null : clip(problem);
    const others = this.list.filter((p) => p.source !== source && !(fatal && p.fatal));
    if (message === null) {
      if (others.length !== this.list.length) {
        this.list = others;
        this.host.requestUpdate();
      }
      this.reported.delete(source);
      return;
    }
    if (fatal) this.onFatal();
    this.list = [...others, { message, source, fatal }];
    this.host.requestUpdate();
    if (this.reported.get(source) === message) return;
    this.reported.set(source, message);
    this.pending.push(new RyErrorEvent(message, source));
  }

  hostUpdated(): void {
    // Errors go out after the render that shows them: never while the element is being created.
    for (const event of this.pending.splice(0)) this.host.dispatchEvent(event);
  }
}
