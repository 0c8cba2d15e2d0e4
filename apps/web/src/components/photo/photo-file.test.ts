import { MAX_PHOTO_UPLOAD_BYTES } from '@khabar/domain/contracts/images/photo-form';
import { describe, expect, it } from 'vitest';
import { fileSizeText, MAX_PHOTO_BYTES, PHOTO_ACCEPT, photoFileProblem } from './photo-file.ts';

const file = (name: string, type: string, size = 200_000) => ({ name, type, size });

describe('photoFileProblem', () => {
  it('holds to the server’s limit', () => {
    expect(MAX_PHOTO_BYTES).toBe(MAX_PHOTO_UPLOAD_BYTES);
  });

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['photo.avif', 'image/avif'],
    ['PHOTO.JPEG', ''],
    ['photo.avif', ''],
  ])('takes %s (%s)', (name, type) => {
    expect(photoFileProblem(file(name, type))).toBeNull();
  });

  it('takes a photo of exactly 10 MB and refuses one byte more, saying both sizes', () => {
    expect(photoFileProblem(file('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
    expect(photoFileProblem(file('big.jpg', 'image/jpeg', 12.34 * 1024 * 1024))).toBe(
      'This photo is 12.3 MB: the largest taken is 10 MB. Choose a smaller one.',
    );
  });

  it.each([
    ['IMG_0001.HEIC', 'image/heic'],
    ['IMG_0001.heif', ''],
    ['photo', 'image/heif-sequence'],
  ])('tells an iPhone user to send a JPEG for %s', (name, type) => {
    expect(photoFileProblem(file(name, type))).toMatch(/^HEIC photos are not supported: send a JPEG\./);
  });

  it.each([
    ['menu.pdf', 'application/pdf'],
    ['logo.svg', 'image/svg+xml'],
    ['anim.gif', 'image/gif'],
    ['notes', ''],
  ])('refuses %s by name', (name, type) => {
    expect(photoFileProblem(file(name, type))).toBe(
      `${name} is not a photo we take: choose a JPEG, PNG, WebP or AVIF.`,
    );
  });

  it('refuses an empty file', () => {
    expect(photoFileProblem(file('photo.jpg', 'image/jpeg', 0))).toMatch(/empty/);
  });

  it('offers exactly the types it takes', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/avif');
  });
});

describe('fileSizeText', () => {
  it.each([
    [100, '1 KB'],
    [830 * 1024, '830 KB'],
    [2.44 * 1024 * 1024, '2.4 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});
