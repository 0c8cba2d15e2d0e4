import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources.ts';

const KEY = '0123456789abcdef0123456789abcdef';

describe('imageSources', () => {
  it('lists every width of each format for a stored photo, the 640 px JPEG as src', () => {
    expect(imageSources(`uploads/images/${KEY}`)).toEqual({
      avif: [160, 320, 640, 960, 1280].map((w) => `/media/uploads/images/${KEY}/${w}.avif ${w}w`).join(', '),
      webp: [160, 320, 640, 960, 1280].map((w) => `/media/uploads/images/${KEY}/${w}.webp ${w}w`).join(', '),
      jpeg: [160, 320, 640, 960, 1280].map((w) => `/media/uploads/images/${KEY}/${w}.jpg ${w}w`).join(', '),
      src: `/media/uploads/images/${KEY}/640.jpg`,
    });
  });

  it('uses the base it is given', () => {
    expect(imageSources(`uploads/images/${KEY}`, 'https://cdn.example/m/')?.src).toBe(
      `https://cdn.example/m/uploads/images/${KEY}/640.jpg`,
    );
  });

  it.each([
    null,
    undefined,
    '',
    'restaurants/aminia-darbar.svg',
    'items/aminia-darbar/mutton-roll.svg',
    'default/item.svg',
    'uploads/avatars/12-0123456789abcdef01234567.png',
    `uploads/images/${KEY}/640.jpg`,
    `uploads/images/${KEY.toUpperCase()}`,
    `uploads/images/${KEY}0`,
    `uploads/images/../${KEY}`,
    `/uploads/images/${KEY}`,
  ])('is null for what is not a stored photo: %s', (path) => {
    expect(imageSources(path)).toBeNull();
  });
});
