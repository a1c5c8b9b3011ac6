/**
 * Judging answers: a number must equal the engine's, a set of places or options must be the
 * same set (order and repeats do not matter). The verdict names what was missed and what was
 * added, so a board can mark them.
 */
import { listOf, message, money } from '../messages.js';
import type { DrillAnswer, DrillAsk, DrillVerdict } from './types.js';

/** The options of a places or choice question, id -> label. */
function labelsOf(ask: DrillAsk): ReadonlyMap<string, string> {
  if (ask.type === 'number') return new Map();
  const options = ask.type === 'places' ? ask.among : ask.choices;
  return new Map(options.map((o) => [o.id, o.label]));
}

/** A number as its unit says ("$40", "12 points", "3"). */
export function formatNumber(ask: DrillAsk, value: number): string {
  if (ask.type === 'number' && ask.unit === 'money') return money(value);
  if (ask.type === 'number' && ask.unit === 'points')
    return message('{n, plural, one {# point} other {# points}}', { n: value });
  return String(value);
}

/** An answer in words: the number with its unit, or the labels of the ids ("none" when empty). */
export function answerText(ask: DrillAsk, answer: DrillAnswer): string {
  if (typeof answer === 'number') return formatNumber(ask, answer);
  if (answer.length === 0) return 'none';
  const labels = labelsOf(ask);
  return listOf(answer.map((id) => labels.get(id) ?? id));
}

/** The given answer as the question's type expects it, or null when it is of another type. */
function normalise(given: number | string | readonly string[], ask: DrillAsk): DrillAnswer | null {
  if (ask.type === 'number') {
    const n = typeof given === 'string' ? Number(given.replace(/[$,\s]/g, '')) : given;
    return typeof n === 'number' && Number.isFinite(n) ? n : null;
  }
  if (typeof given === 'number') return null;
  const ids = typeof given === 'string' ? [given] : given;
  return [...new Set(ids)];
}

/** Judges `given` against the engine's `answer` for a question asked as `ask`. */
export function judge(
  ask: DrillAsk,
  answer: DrillAnswer,
  given: number | string | readonly string[],
): DrillVerdict {
  const right = answerText(ask, answer);
  const value = normalise(given, ask);
  if (value === null)
    return {
      correct: false,
      text: message('{type, select, number {Answer with a number.} other {Choose {what}.}}', {
        type: ask.type,
        what: ask.type === 'places' ? 'places on the board' : 'among the options',
      }),
    };
  if (typeof value === 'number' || typeof answer === 'number') {
    const correct = value === answer;
    return {
      correct,
      text: correct
        ? message('Right: {right}.', { right })
        : message('Not quite: the answer is {right}, not {given}.', {
            right,
            given: formatNumber(ask, value as number),
          }),
    };
  }
  const expected = new Set(answer);
  const chosen = new Set(value);
  const missing = answer.filter((id) => !chosen.has(id));
  const extra = value.filter((id) => !expected.has(id));
  const correct = missing.length === 0 && extra.length === 0;
  const labels = labelsOf(ask);
  const named = (ids: readonly string[]) => listOf(ids.map((id) => labels.get(id) ?? id));
  return {
    correct,
    text: correct
      ? message('Right: {right}.', { right })
      : message(
          'Not quite: the answer is {right}.{missing, select, none {} other { Missed: {missing}.}}{extra, select, none {} other { Not part of it: {extra}.}}',
          {
            right,
            missing: missing.length ? named(missing) : 'none',
            extra: extra.length ? named(extra) : 'none',
          },
        ),
    missing,
    extra,
  };
}
