// Serves the built web app: hashed assets cached for a year as immutable, in the brotli or gzip form the
// build made beside each file (apps/web/scripts/precompress.mjs, decision 012); every other non-API GET
// is answered with index.html so that deep links (/restaurantDetail/...) work on a refresh. For the first
// screens the build lists (dist/first-screens.json), index.html also asks for their page's chunks and, on
// the promo screens, for the first slide's image, and on a menu for its first dish's photo: a phone
// fetches them beside the main script instead of discovering them one after another (issue 15: 1.9-2.4 s
// of delay on slow 4G). A menu's page also carries the restaurant's and the menu's answers, so its
// first view asks the API for nothing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isUploadedImage, type ServerLanguage, UPLOADED_IMAGE_WIDTHS } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import { answerLanguage } from './answer-language.ts';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>%BRAND_NAME%</title><body style="font-family:system-ui;padding:2rem"><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

interface FirstScreen {
  modules: string[];
  promoImage: boolean;
  /** A menu (`/restaurantDetail/<slug>`): its largest paint is the first dish's photo. */
  menu?: boolean;
}

export interface WebStaticOptions {
  /** BRAND_NAME: index.html's title, description and no-script line carry it (%BRAND_NAME%). */
  brandName?: string;
  /** The first promo slide's image path under /media/, or null when there is none. */
  firstPromoImage?: () => Promise<string | null>;
  /** A menu's first dish photo and the answers its first view needs, or null (an unknown slug). */
  menuFirstView?: (
    slug: string,
    language: ServerLanguage,
  ) => Promise<{ dishImage: string; answersJson: string } | null>;
}

/** The web app manifest the build writes (vite-plugin-pwa), with %BRAND_NAME% in its names. */
const WEB_MANIFEST = 'manifest.webmanifest';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Asked for at once and first: the screen's largest paint. A photo of the image pipeline (decision
 * 024) is asked for as the page's <picture> will pick it: the AVIF of the width `sizes` calls for
 * (a browser that reads no AVIF skips the hint), never the JPEG fallback.
 */
function imagePreload(image: string, sizes: string): string {
  if (!isUploadedImage(image)) {
    return `<link rel="preload" as="image" fetchpriority="high" href="/media/${attr(image)}">`;
  }
  const srcset = UPLOADED_IMAGE_WIDTHS.map((w) => `/media/${image}/${w}.avif ${w}w`).join(', ');
  return `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}">`;
}
/** How wide the first image is drawn: a promo slide spans the screen; a menu's dish photo is 112 px. */
const PROMO_SIZES = '100vw';
const DISH_SIZES = '112px';

/**
 * Answers for the page's first view, as data the browser never runs. `<` is escaped (JSON allows
 * \u003c in strings) so no text in them can close the script element.
 */
const answersScript = (json: string) =>
  `<script type="application/json" id="first-answers">${json.replace(/</g, '\\u003c')}</script>`;

/** The path's last segment as the app's router reads it; null when it is not valid percent-encoding. */
function slugAfter(prefix: string, pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
}

function readFirstScreens(webDist: string): Record<string, FirstScreen> {
  const file = join(webDist, 'first-screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, FirstScreen>) : {};
}

/** The first screen's key a page path belongs to ('/restaurantDetail/' covers every menu). */
function firstScreenOf(screens: Record<string, FirstScreen>, pathname: string): string | undefined {
  if (screens[pathname]) return pathname;
  return Object.keys(screens).find((p) => p.endsWith('/') && p !== '/' && pathname.startsWith(p));
}

/** Unknown routes: the SPA's index.html for page GETs when serving the web app, else a JSON 404. */
export async function registerWebStatic(
  app: FastifyInstance,
  webDist: string | null,
  options: WebStaticOptions = {},
): Promise<void> {
  if (!webDist) {
    app.setNotFoundHandler((_req, reply) => {
      reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    });
    return;
  }
  const indexPath = join(webDist, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Answered below, with the brand name written in.
      globIgnore: ['index.html*', `${WEB_MANIFEST}*`],
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : // The service worker is checked against the server on every update check (decision 050).
              /[\\/]sw\.js(\.br|\.gz)?$/.test(path)
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const indexHtml = (built ? readFileSync(indexPath, 'utf8') : NOT_BUILT).replaceAll(
    '%BRAND_NAME%',
    attr(options.brandName ?? 'Khabar'),
  );
  // The shell the service worker precaches for pages opened offline (decision 050): index.html as a
  // page gets it, without any one screen's preloads.
  app.get('/index.html', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml),
  );
  // The installable app's manifest, named as BRAND_NAME says (a JSON string: quotes are escaped).
  const manifestPath = join(webDist, WEB_MANIFEST);
  if (built && existsSync(manifestPath)) {
    const brand = JSON.stringify(options.brandName ?? 'Khabar').slice(1, -1);
    const manifest = readFileSync(manifestPath, 'utf8').replaceAll('%BRAND_NAME%', brand);
    app.get(`/${WEB_MANIFEST}`, { schema: { hide: true } }, (_req, reply) =>
      reply.type('application/manifest+json').header('cache-control', 'no-cache').send(manifest),
    );
  }
  const screens = built ? readFirstScreens(webDist) : {};
  // Each screen's chunk links, made once: they change only with a new build.
  const moduleLinks = new Map(
    Object.entries(screens).map(([path, screen]) => [
      path,
      screen.modules.map((m) => `<link rel="modulepreload" crossorigin href="${attr(m)}">`).join(''),
    ]),
  );
  async function pageHtml(pathname: string, language: ServerLanguage): Promise<string> {
    const key = firstScreenOf(screens, pathname);
    const screen = key === undefined ? undefined : screens[key];
    if (key === undefined || !screen) return indexHtml;
    let image: string | null = null;
    let sizes = PROMO_SIZES;
    let answers = '';
    if (screen.promoImage && options.firstPromoImage) {
      image = await options.firstPromoImage().catch(() => null);
    } else if (screen.menu && options.menuFirstView) {
      const slug = slugAfter(key, pathname);
      const view = slug ? await options.menuFirstView(slug, language).catch(() => null) : null;
      if (view) {
        image = view.dishImage;
        sizes = DISH_SIZES;
        answers = answersScript(view.answersJson);
      }
    }
    const links = (image ? imagePreload(image, sizes) : '') + (moduleLinks.get(key) ?? '');
    return indexHtml.replace('</head>', `${links}${answers}</head>`);
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isPage =
      req.method === 'GET' &&
      !req.url.startsWith('/api/') &&
      !req.url.startsWith('/media/') &&
      !/\.[a-z0-9]+($|\?)/i.test(req.url);
    if (isPage)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(built ? await pageHtml(req.url.split('?')[0] ?? '/', answerLanguage(req, reply)) : indexHtml);
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}
