/**
 * A lesson's `version` must change whenever its starting position, its steps or its scripted
 * replies change (saved progress of the old version then restarts). Each game keeps the
 * fingerprint of every lesson beside its version in `games/<id>/lessons/versions.json`;
 * games/lessons.test.ts fails when a fingerprint changed under the same version.
 */
import type { Lesson, LessonPath } from './types.js';

export interface LessonVersionEntry {
  readonly version: number;
  readonly fingerprint: string;
}

/** FNV-1a (32 bits) of a text, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** What saved progress depends on: the start record, the seat, the steps' ids and scripted replies. */
export function lessonFingerprint(lesson: Lesson): string {
  return fnv1a(
    JSON.stringify({
      start: lesson.start,
      seat: lesson.seat,
      replies: lesson.replies ?? null,
      steps: lesson.steps.map((step) => ({ id: step.id, replies: step.replies ?? null })),
    }),
  );
}

/** The versions file a path should have. */
export function lessonVersions(path: LessonPath): Record<string, LessonVersionEntry> {
  return Object.fromEntries(
    path.lessons.map((lesson) => [
      lesson.id,
      { version: lesson.version, fingerprint: lessonFingerprint(lesson) },
    ]),
  );
}

/** Problems of a path against its stored versions file (any JSON; absent is `{}`). */
export function checkLessonVersions(path: LessonPath, stored: unknown): string[] {
  const entries = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    Partial<LessonVersionEntry>
  >;
  const problems: string[] = [];
  for (const [id, now] of Object.entries(lessonVersions(path))) {
    const kept = Object.hasOwn(entries, id) ? entries[id] : undefined;
    const line = `"${id}": ${JSON.stringify(now)}`;
    if (!kept) problems.push(`${id}: not in versions.json; add ${line}`);
    else if (kept.fingerprint !== now.fingerprint && kept.version === now.version)
      problems.push(
        `${id}: its start, steps or scripted replies changed but its version is still ${now.version}; raise the version, then write ${`"${id}": ${JSON.stringify({ ...now, version: now.version + 1 })}`} in versions.json`,
      );
    else if (kept.fingerprint !== now.fingerprint || kept.version !== now.version)
      problems.push(`${id}: versions.json is out of date; write ${line}`);
  }
  for (const id of Object.keys(entries))
    if (!path.lessons.some((lesson) => lesson.id === id))
      problems.push(`${id}: in versions.json but not a lesson of the path; remove it`);
  return problems;
}
