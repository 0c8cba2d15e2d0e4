// What the images module offers other modules: a stored photo's files (the media route), the
// re-encoding of a profile photo, and the release of a photo a record no longer names (a removed
// slide; the job that removes its files).
export { encodeProfilePhoto } from './encode-profile-photo.ts';
export { releasePhoto, removeUnusedPhoto } from './release-photo.ts';
export { readStoredImage } from './stored-image-files.ts';
