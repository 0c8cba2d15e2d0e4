// What the images module offers other modules: a stored photo's files, for the media route.
export { readStoredImage } from './stored-image-files.ts';
