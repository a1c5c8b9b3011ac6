/** Defines `<ry-lesson>` (and `<ry-game>`, which draws its board). */
import { defineElement } from '../../shared/define.js';
import '../ry-game/ry-game.js';
import { RyLesson } from './ry-lesson.component.js';

export { RyLesson };
export { RyLessonCompleteEvent, RyLessonStepEvent } from './events.js';
defineElement('ry-lesson', RyLesson);

declare global {
  interface HTMLElementTagNameMap {
    'ry-lesson': RyLesson;
  }
}
