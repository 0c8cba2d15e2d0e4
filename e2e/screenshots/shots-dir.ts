/** Where the screenshot run writes: e2e/.artifacts/screenshots/<width>/<name>.png (ignored by git). */
export const SHOTS_DIR = new URL('../.artifacts/screenshots/', import.meta.url).pathname;
