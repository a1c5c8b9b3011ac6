/** Problems with `<ry-game>`'s attributes that leave the game shown (mode, rule-base, viewer, highlight). */
import type { CommonView, GameSession } from '@railyard/rules';
import { resolvePointer } from '../../shared/json-pointer.js';
import { urlAttributeProblem } from '../../shared/url-attributes.js';
import { parseViewer } from './attributes.js';
import type { ProblemsController } from './problems.js';

const MODES: readonly string[] = ['play', 'replay', 'static'];

export interface Settings {
  readonly mode: string;
  readonly ruleBase: string;
  readonly viewer: string;
  readonly highlight: string;
  readonly session: GameSession | undefined;
  readonly view: CommonView | undefined;
}

/** Checks the settings that changed (`changed(name)`); `viewer` and `highlight` need a session. */
export function checkSettings(
  problems: ProblemsController,
  settings: Settings,
  changed: (name: 'mode' | 'ruleBase' | 'viewer' | 'session' | 'setup') => boolean,
): void {
  const { mode, ruleBase, highlight, session } = settings;
  if (changed('mode'))
    problems.set(
      'mode',
      MODES.includes(mode) ? null : `mode="${mode}" is not a mode; use play, replay or static.`,
    );
  if (changed('ruleBase') || changed('setup'))
    problems.set('rule-base', ruleBase ? urlAttributeProblem('rule-base', ruleBase) : null);
  if (!session) return;
  if (changed('viewer') || changed('session')) {
    const parsed = parseViewer(settings.viewer, session.players.length);
    problems.set('viewer', 'problem' in parsed ? parsed.problem : null);
  }
  if (!highlight) return;
  const view = settings.view;
  problems.set(
    'highlight',
    view && resolvePointer(view, highlight) === undefined
      ? `highlight="${highlight}" does not point into this game's view.`
      : null,
  );
}
