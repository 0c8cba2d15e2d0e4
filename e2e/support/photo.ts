import type { Page } from '@playwright/test';

/** A photo drawn in the browser (a plate on a coloured table): a photo without a file in the repo. */
export async function drawnPhoto(
  page: Page,
  { colour = '#b5651d', width = 800, height = 600, type = 'image/jpeg' } = {},
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ colour, width, height, type }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d canvas');
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#fdf6e3';
      ctx.beginPath();
      ctx.arc(width / 2, height / 2, Math.min(width, height) * 0.37, 0, 2 * Math.PI);
      ctx.fill();
      const blob = await canvas.convertToBlob({ type, quality: 0.85 });
      let text = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer())) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { colour, width, height, type },
  );
  return Buffer.from(base64, 'base64');
}
