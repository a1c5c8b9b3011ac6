/** Lessons: data types, the runner a `<ry-lesson>` drives, progress, the validator and coverage. */
export * from './types.js';
export * from './runner.js';
export * from './progress.js';
export * from './validate.js';
export * from './coverage.js';
export * from './versions.js';
export * from './goals.js';
export * from './places.js';
