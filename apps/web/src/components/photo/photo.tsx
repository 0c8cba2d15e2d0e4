import type { ImgHTMLAttributes } from 'react';
import { mediaUrl } from '../../lib/api-client.ts';
import { imageSources } from '../../lib/image-sources.ts';

/**
 * An image field shown at its best: a stored photo as AVIF, then WebP, then JPEG, each with every
 * width and the `sizes` of the place it is shown in, so a phone fetches a 320 px file where a desktop
 * fetches a 960 px one; generated art and profile photos as the one file they are. The `<picture>`
 * takes no box of its own: the `<img>` is laid out, sized and styled as before.
 */
export function Photo({
  path,
  sizes,
  alt,
  ...img
}: {
  /** The field's value ("uploads/images/<key>", "restaurants/x.svg"); none draws the default dish. */
  path: string | null | undefined;
  /** How wide the image is shown, as the `sizes` attribute says it ("(max-width: 768px) 132px, 380px"). */
  sizes: string;
  alt: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>) {
  const sources = imageSources(path);
  if (!sources) return <img {...img} alt={alt} src={mediaUrl(path)} />;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img {...img} alt={alt} src={sources.src} srcSet={sources.jpeg} sizes={sizes} />
    </picture>
  );
}
