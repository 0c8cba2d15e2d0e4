// What the profile module offers other modules (they import this file, never its internals).
export { getUserProfile } from './get-user-profile.ts';
export { readPhoto } from './photo-file.ts';
