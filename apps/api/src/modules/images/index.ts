// What the images module offers other modules: a stored photo's files, for the media route, and the
// re-encoding of a profile photo.
export { encodeProfilePhoto } from './encode-profile-photo.ts';
export { readStoredImage } from './stored-image-files.ts';
