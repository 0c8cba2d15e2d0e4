// What the images module offers other modules: a stored photo's files (the media route), the
// re-encoding of a profile photo, the release of a photo a record no longer names (a removed
// slide; the job that removes its files), and private photos (a complaint's): the form that may carry
// one, storing it out of public reach, and reading it for whoever the caller let see it.
export { encodeProfilePhoto } from './encode-profile-photo.ts';
export { readPrivatePhoto, removePrivatePhoto } from './private-photo-files.ts';
export { PHOTO_FORM_LIMITS, readUploadForm } from './read-photo-form.ts';
export { releasePhoto, removeUnusedPhoto } from './release-photo.ts';
export { storePrivatePhoto } from './store-private-photo.ts';
export { readStoredImage } from './stored-image-files.ts';
