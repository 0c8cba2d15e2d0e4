// The sources of a photo of the image pipeline (decision 024): one srcset per format over every width
// the server makes, and the JPEG at the fallback width for browsers that read no srcset. Generated art
// (an `.svg` path) and profile photos are one file: null for them.
import {
  isUploadedImage,
  UPLOADED_IMAGE_FALLBACK_WIDTH,
  UPLOADED_IMAGE_WIDTHS,
  type UploadedImageFormat,
} from '@khabar/domain/contracts/images/uploaded-image';

export interface ImageSources {
  avif: string;
  webp: string;
  jpeg: string;
  /** The `src` of the JPEG `<img>`. */
  src: string;
}

export function imageSources(path: string | null | undefined, base = '/media/'): ImageSources | null {
  if (!isUploadedImage(path)) return null;
  const srcset = (ext: UploadedImageFormat) =>
    UPLOADED_IMAGE_WIDTHS.map((w) => `${base}${path}/${w}.${ext} ${w}w`).join(', ');
  return {
    avif: srcset('avif'),
    webp: srcset('webp'),
    jpeg: srcset('jpg'),
    src: `${base}${path}/${UPLOADED_IMAGE_FALLBACK_WIDTH}.jpg`,
  };
}
