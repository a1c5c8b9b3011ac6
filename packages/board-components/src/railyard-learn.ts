/**
 * Bundle entry `dist/railyard-learn.js`: everything `railyard.js` has (every element and game)
 * plus `<ry-lesson>` and `<ry-drill>`. A separate bundle because the lesson runner (with the bot
 * levels that answer for the other seats) is about 7.7 KB gzip over `railyard.js`'s budget; each
 * game's lesson path and drill kinds still load on first use.
 */
import './elements/ry-lesson/ry-lesson.js';
import './elements/ry-drill/ry-drill.js';

export * from './railyard.js';
export {
  RyLesson,
  RyLessonCompleteEvent,
  RyLessonStepEvent,
} from './elements/ry-lesson/ry-lesson.js';
export { RyDrill, RyDrillAnswerEvent } from './elements/ry-drill/ry-drill.js';
