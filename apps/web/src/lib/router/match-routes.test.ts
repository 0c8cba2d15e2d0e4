import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteDef, rankRoutes } from './match-routes.ts';

const r = (path: string | undefined, children: RouteDef<string>[] = [], index = false): RouteDef<string> => ({
  path,
  index,
  element: path ?? (index ? 'index' : 'layout'),
  children,
});

// The app's shape: a root layout, pathless layouts around some pages, an index, params and a splat.
const routes = rankRoutes([
  r(undefined, [
    r(undefined, [r('restaurants'), r('cart')]),
    r(undefined, [r('orderDetails/:orderId'), r('liveTrack/:orderId')]),
    r(undefined, [], true),
    r('restaurantDetail/:resSlug'),
    r('partner/*'),
    r('*'),
  ]),
]);

const pageOf = (path: string) => matchRoutes(routes, path)?.branch.at(-1)?.element;

describe('matchRoutes', () => {
  it('picks the page and the layouts around it, outermost first', () => {
    const m = matchRoutes(routes, '/cart');
    expect(m?.branch.map((x) => x.element)).toEqual(['layout', 'layout', 'cart']);
    expect(m?.params).toEqual({});
  });

  it('the root is the index page; a trailing slash and letter case do not matter', () => {
    expect(pageOf('/')).toBe('index');
    expect(pageOf('/cart/')).toBe('cart');
    expect(pageOf('/CART')).toBe('cart');
  });

  it('decodes params, and a malformed escape matches no page but the catch-all', () => {
    expect(matchRoutes(routes, '/restaurantDetail/caf%C3%A9-lake')?.params).toEqual({ resSlug: 'café-lake' });
    expect(matchRoutes(routes, '/orderDetails/42')?.params).toEqual({ orderId: '42' });
    expect(pageOf('/restaurantDetail/%E0%A4')).toBe('*');
  });

  it('a static segment beats a param, a param beats a splat, whatever the order written', () => {
    const ranked = rankRoutes([r('a/*'), r('a/:id'), r('a/new')]);
    expect(matchRoutes(ranked, '/a/new')?.branch.at(-1)?.element).toBe('a/new');
    expect(matchRoutes(ranked, '/a/7')?.branch.at(-1)?.element).toBe('a/:id');
    expect(matchRoutes(ranked, '/a/7/edit')?.params).toEqual({ '*': '7/edit' });
  });

  it('a splat takes the rest of the path; an unknown path falls to the catch-all', () => {
    expect(matchRoutes(routes, '/partner/12/menu')?.params).toEqual({ '*': '12/menu' });
    expect(matchRoutes(routes, '/partner')?.params).toEqual({ '*': '' });
    expect(pageOf('/no/such/page')).toBe('*');
    expect(pageOf('/restaurantDetail')).toBe('*');
    expect(pageOf('/restaurantDetail/a/b')).toBe('*');
  });

  it('without a catch-all, an unknown path matches nothing', () => {
    expect(matchRoutes(rankRoutes([r('cart')]), '/carts')).toBeNull();
  });

  it('any one-segment value is a slug on the menu route and comes back as written', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s !== '.' && s !== '..'),
        (slug) => {
          const m = matchRoutes(routes, `/restaurantDetail/${encodeURIComponent(slug)}`);
          expect(m?.branch.at(-1)?.element).toBe('restaurantDetail/:resSlug');
          expect(m?.params.resSlug).toBe(slug);
        },
      ),
    );
  });
});
