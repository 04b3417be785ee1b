// The parts of a page template that only `npm start` shows (see devParts.ts).
export { default as ContentProblems } from './ContentProblems';
export { default as UnrenderablePage } from './UnrenderablePage';
