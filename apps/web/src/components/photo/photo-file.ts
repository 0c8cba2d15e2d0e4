// A photo (a dish's, a restaurant's, a captain's) checked in the browser before it is sent (decision 024): the
// server reads the bytes and has the last word, but a 30 MB file or a HEIC need not travel to be
// refused. The limits are the server's (MAX_PHOTO_UPLOAD_BYTES in the domain, which a test holds this
// to); importing them would bring the contract's zod schema into this chunk.

/** The largest photo the server takes: 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** What the file picker offers: the types the server reads. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

import { t } from '@lingui/core/macro';

const TYPES = new Set(PHOTO_ACCEPT.split(','));
const EXTENSIONS = /\.(jpe?g|png|webp|avif)$/i;
const HEIC = /^image\/hei[cf](-sequence)?$|\.hei[cf]$/i;

/** A size as people read it: "830 KB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/**
 * Why this file cannot be sent, in plain words, or null. The type is the browser's word for it, or,
 * when it has none (some phones), the name's ending; the server checks the bytes either way.
 */
export function photoFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (HEIC.test(file.type) || HEIC.test(file.name)) {
    return t`HEIC photos are not supported: send a JPEG. On an iPhone, Settings > Camera > Formats > Most Compatible, or share the photo by mail, which converts it.`;
  }
  const known = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  const name = file.name;
  if (!known)
    return name
      ? t`${name} is not a photo we take: choose a JPEG, PNG, WebP or AVIF.`
      : t`This file is not a photo we take: choose a JPEG, PNG, WebP or AVIF.`;
  if (file.size === 0) return t`This file is empty (0 bytes): choose another photo.`;
  if (file.size > MAX_PHOTO_BYTES) {
    const size = fileSizeText(file.size);
    const largest = fileSizeText(MAX_PHOTO_BYTES);
    return t`This photo is ${size}: the largest taken is ${largest}. Choose a smaller one.`;
  }
  return null;
}
