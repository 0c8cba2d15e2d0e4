// A photo uploaded through the image pipeline (decision 024) is stored as a folder of sizes: its path
// is `uploads/images/<key>` and its files are `<width>.<avif|webp|jpg>` under /media/. The server makes
// every width below, the page lists them in srcset; generated art (`*.svg` paths) has no sizes.

/** The widths made of every photo, in CSS pixels times the screen's density: a 56 px portrait on a
 * 3x phone to a full-width dish on a wide screen. A photo narrower than a width is stored at its own
 * width under that name (never enlarged), so the list is the same for every photo. */
export const UPLOADED_IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type UploadedImageWidth = (typeof UPLOADED_IMAGE_WIDTHS)[number];

/** The formats made of every width: AVIF and WebP for the browsers that read them, JPEG for all. */
export const UPLOADED_IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type UploadedImageFormat = (typeof UPLOADED_IMAGE_FORMATS)[number];

/** The width a bare path (`/media/uploads/images/<key>`, for a client that knows no srcset) is served at. */
export const UPLOADED_IMAGE_FALLBACK_WIDTH: UploadedImageWidth = 640;

/** A stored photo's path as the API answers it in `image` and `photo` fields. */
export const UPLOADED_IMAGE_PATH = /^uploads\/images\/[0-9a-f]{32}$/;

/** Whether an image field names a photo of the pipeline (rather than generated art or an avatar). */
export const isUploadedImage = (path: string | null | undefined): path is string =>
  typeof path === 'string' && UPLOADED_IMAGE_PATH.test(path);
