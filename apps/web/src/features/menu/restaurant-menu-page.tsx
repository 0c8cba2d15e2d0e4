import { type CartLine, cartLineKey, itemCount, subtotalPaise } from '@khabar/domain/cart/cart';
import {
  addToCart,
  changeQuantity,
  linesOf,
  quantityOf,
  replaceCart,
} from '@khabar/domain/cart/cart-changes';
import { isOrderable } from '@khabar/domain/catalog/is-orderable';
import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { BLOCKERS } from '@khabar/domain/orders/order-blockers';
import { promisedMinutes, promiseText } from '@khabar/domain/orders/promised-time';
import { ArrowLeft, Copy, Navigation, Phone, Star } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LastUpdated } from '../../components/ui/last-updated.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { hasErrorCode, mediaUrl } from '../../lib/api-client.ts';
import { useCart } from '../../lib/cart-store.ts';
import { useDeliveryPoint } from '../../lib/delivery-point.ts';
import { isCustomisable } from '../../lib/dish-choice-groups.ts';
import { goBack } from '../../lib/go-back.ts';
import { useDeliveryMode } from '../../lib/location-store.ts';
import { Link, useNavigate, useParams } from '../../lib/router/router.tsx';
import { couponDropNotice, saveCart } from '../../lib/save-cart.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useRestaurantInfo, useRestaurantItems, useRoadDistance } from '../../lib/use-restaurant-menu.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { ItemSheet } from './item-sheet.tsx';
import { latestDish } from './live-menu.ts';
import css from './menu.module.css';
import { MenuInfoSkeleton } from './menu-info-skeleton.tsx';
import { MenuItemRow } from './menu-item-row.tsx';
import { MENU_BUTTON_ID, MenuJumpButton, sectionId } from './menu-jump-button.tsx';
import { useLiveMenu } from './use-live-menu.ts';

type NewLine = Omit<CartLine, 'quantity'>;
type Pending = { item: MenuItem; line: NewLine } | null;
/** The choices sheet open for a dish; `last`: its last combination's option ids, to offer "Repeat last". */
type Choosing = { item: MenuItem; last: number[] | null; open: boolean; n: number } | null;

// The choices sheet is needed only when a customisable dish is added: its code loads then (issue 27).
const ChoicesSheet = lazy(() => import('./choices-sheet.tsx').then((m) => ({ default: m.ChoicesSheet })));

const MORE_THAN_ONE = 'This dish has more than one choice in your cart. Change it in the cart.';

/** `/restaurantDetail/{slug}`: the menu, with filters, steppers and the cart beside it. */
export function RestaurantMenuPage() {
  const { resSlug = '' } = useParams();
  const navigate = useNavigate();
  const info = useRestaurantInfo(resSlug);
  const menu = useRestaurantItems(resSlug);
  // A change the restaurant saves shows here without a reload.
  useLiveMenu(resSlug);
  const cart = useCart();
  const mode = useDeliveryMode();
  const here = useDeliveryPoint();
  const snackbar = useSnackbar();
  const [query, setQuery] = useState('');
  const [vegOnly, setVegOnly] = useState(false);
  const [withEgg, setWithEgg] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [detail, setDetail] = useState<MenuItem | null>(null);
  const [sheetNotice, setSheetNotice] = useState('');
  const [choosing, setChoosing] = useState<Choosing>(null);
  // The last combination added per dish, for "Repeat last"; the cart's last line of the dish otherwise.
  const lastChosen = useRef(new Map<number, number[]>());
  const opener = useRef<{ el: HTMLElement; home: Element | null } | null>(null);
  const compact = useScrolledPast(25);
  const phone = useMediaQuery('(max-width: 768px)');
  // The same promise as the cart's: the road distance from here, through the one domain function.
  const road = useRoadDistance(
    mode === 'self' ? null : here,
    info.data ? { lat: info.data.latitude, lng: info.data.longitude } : null,
  );

  const sections = useMemo(() => {
    if (!menu.data) return [];
    const q = query.trim().toLowerCase();
    const keep = (i: MenuItem) =>
      (!q || i.name.toLowerCase().includes(q)) &&
      (!vegOnly || i.is_veg === 1) &&
      (!withEgg || i.has_egg === 1);
    return [['Recommended', menu.data.recommended] as const, ...Object.entries(menu.data.items)]
      .map(([name, items]) => ({ name, items: items.filter(keep) }))
      .filter((s) => s.items.length > 0);
  }, [menu.data, query, vegOnly, withEgg]);

  const r = info.data;
  if (info.isError) {
    const missing = hasErrorCode(info.error, 'NOT_FOUND');
    return (
      <main id="main" className="page page--centered">
        <h1>{missing ? 'Restaurant not found' : 'We could not load this restaurant'}</h1>
        <p className="muted">{missing ? 'It may have moved or closed.' : info.error.message}</p>
        <ButtonLink to="/restaurants">SEE RESTAURANTS NEAR YOU</ButtonLink>
      </main>
    );
  }

  const orderable = r ? isOrderable(r) : false;
  const cartRestaurant = r ? { id: r.id, slug: r.slug, name: r.name } : null;
  const lineOf = (i: MenuItem) => ({
    itemId: i.id,
    name: i.name,
    pricePaise: rupeesToPaise(i.price),
    isVeg: i.is_veg === 1,
  });
  const addLine = (i: MenuItem, line: NewLine) => {
    if (!cartRestaurant) return;
    const res = addToCart(cart, cartRestaurant, line);
    if (res.ok) saveCart(res.cart);
    else setPending({ item: i, line });
  };
  const add = (i: MenuItem) => {
    if (!isCustomisable(i)) return addLine(i, lineOf(i));
    const mine = cartHere ? linesOf(cart, i.id) : [];
    const last =
      mine.length === 0
        ? null
        : (lastChosen.current.get(i.id) ?? (mine.at(-1)?.choices ?? []).map((c) => c.id));
    const el = document.activeElement;
    opener.current =
      el instanceof HTMLElement ? { el, home: el.parentElement?.closest('li, dialog') ?? null } : null;
    setChoosing((c) => ({ item: i, last, open: true, n: (c?.n ?? 0) + 1 }));
  };
  const closeChoices = () => {
    setChoosing((c) => c && { ...c, open: false });
    // The ADD that opened the sheet may have become a stepper meanwhile: focus goes to the dish's own
    // add button then, not to the top of the page.
    const was = opener.current;
    if (!was) return;
    requestAnimationFrame(() => {
      if (was.el.isConnected) was.el.focus();
      else was.home?.querySelector<HTMLElement>('button[aria-label^="Add"]')?.focus();
    });
  };
  const chosen = (line: NewLine) => {
    if (!choosing) return;
    lastChosen.current.set(
      line.itemId,
      (line.choices ?? []).map((c) => c.id),
    );
    addLine(choosing.item, line);
    closeChoices();
  };
  // A minus that takes the cart below its coupon's minimum drops the coupon: the snackbar says which
  // and why, and so does the dish's sheet when its minus did it (the modal sheet covers the snackbar).
  const remove = (i: MenuItem, from: 'list' | 'sheet') => {
    const mine = linesOf(cart, i.id);
    // Which of several combinations to take one off is the cart's question, as on Swiggy.
    if (mine.length > 1) {
      snackbar.show(MORE_THAN_ONE);
      if (from === 'sheet') setSheetNotice(MORE_THAN_ONE);
      return;
    }
    const { couponDropped } = saveCart(changeQuantity(cart, mine[0] ? cartLineKey(mine[0]) : i.id, -1));
    if (!couponDropped) return;
    snackbar.show(couponDropNotice(couponDropped));
    if (from === 'sheet') setSheetNotice(couponDropNotice(couponDropped));
  };
  const openDish = (i: MenuItem | null) => {
    setDetail(i);
    setSheetNotice('');
  };
  const count = itemCount(cart);
  const cartHere = cart.restaurant?.id === r?.id;
  // The open sheet shows the dish as the menu has it now (a new price; gone once it is off the menu).
  const sheetDish = detail && latestDish(menu.data, detail);

  return (
    <>
      {/* Past the dishes for the keyboard: Checkout was 79 Tab presses after the first ADD. On a phone
          the cart is the bar at the bottom, once it has something. */}
      {(!phone || count > 0) && (
        <SkipLink target={phone ? 'menu-cart-bar' : 'menu-cart'}>Skip to cart</SkipLink>
      )}
      {sections.length > 1 && <SkipLink target={MENU_BUTTON_ID}>Skip to categories</SkipLink>}
      <header className={`page-header ${css.header}${compact ? ` ${css.compact}` : ''}`}>
        <button type="button" className="icon-btn" onClick={() => goBack(navigate)} aria-label="Back">
          <ArrowLeft aria-hidden size={18} />
        </button>
        {/* The header keeps its size while the restaurant loads, so the menu below does not jump. */}
        {r ? (
          <img className={css.logo} src={mediaUrl(r.image)} alt="" width={48} height={48} />
        ) : (
          <span className={`${css.logo} ${css.logoPending}`} />
        )}
        <div className={css.title}>
          <h1>{r?.name ?? 'Loading…'}</h1>
          <p className={`muted ${css.more}`}>{r ? r.description : '\u00a0'}</p>
          <p className={`muted ${css.more}`}>{r ? r.address : '\u00a0'}</p>
          <LastUpdated at={menu.dataUpdatedAt} />
        </div>
      </header>
      <main id="main" className={`page ${css.menuPage}`}>
        <div className={css.layout}>
          <div>
            {r ? (
              <section className={css.info} aria-label="About the restaurant">
                {!orderable && (
                  <p className={css.closedNote} role="status">
                    {r.is_active
                      ? `${BLOCKERS.closed} ${r.opens_at_text || 'Not taking orders right now'}. Today: ${r.opening_hours_text}`
                      : BLOCKERS.inactive}
                  </p>
                )}
                <div className={css.facts}>
                  {r.rating_count > 0 ? (
                    <Link to={`/restaurantRatings/${r.id}`} className={css.rating}>
                      <Star aria-hidden size={14} fill="currentColor" /> {r.rating.toFixed(1)}
                      <span className="muted">
                        {' '}
                        ({r.rating_count} {r.rating_count === 1 ? 'rating' : 'ratings'})
                      </span>
                    </Link>
                  ) : (
                    <span className="muted">No ratings yet</span>
                  )}
                  <span>{formatInr(rupeesToPaise(r.price_range), { trimZeros: true })} for two</span>
                  {/* A closed restaurant promises no time: the note above says when it opens. */}
                  {orderable && (
                    <span>
                      {mode === 'self'
                        ? `Pickup in ${r.delivery_time} min`
                        : `Delivers in ${
                            typeof road.data === 'number'
                              ? promiseText(
                                  promisedMinutes({
                                    preparationMin: r.delivery_time,
                                    roadMetres: road.data,
                                    mode: 'delivery',
                                  }),
                                )
                              : r.delivery_time_text
                          }`}
                    </span>
                  )}
                </div>
                <div className={css.actions}>
                  <Button
                    variant="outline"
                    size="small"
                    onClick={() =>
                      navigator.clipboard?.writeText(r.address).then(
                        () => snackbar.show('Address Copied.'),
                        () => snackbar.show('Could not copy the address.'),
                      )
                    }
                  >
                    <Copy aria-hidden size={16} /> Copy Address
                  </Button>
                  <ButtonAnchor
                    variant="outline"
                    size="small"
                    target="_blank"
                    rel="noopener noreferrer"
                    href={`https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${here ? `${here.lat},${here.lng}` : ''};${r.latitude},${r.longitude}`}
                  >
                    <Navigation aria-hidden size={16} /> Direction
                  </ButtonAnchor>
                  <ButtonAnchor variant="outline" size="small" href={`tel:${r.contact_number}`}>
                    <Phone aria-hidden size={16} /> Call
                  </ButtonAnchor>
                </div>
              </section>
            ) : (
              <MenuInfoSkeleton />
            )}

            <div className={css.filters}>
              <label className={css.search}>
                <span className="visually-hidden">Search for dishes</span>
                <input
                  type="search"
                  placeholder="Search for dishes..."
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </label>
              <label className={css.toggle}>
                <input type="checkbox" checked={vegOnly} onChange={(e) => setVegOnly(e.target.checked)} /> Veg
                only
              </label>
              <label className={css.toggle}>
                <input type="checkbox" checked={withEgg} onChange={(e) => setWithEgg(e.target.checked)} />{' '}
                Includes egg
              </label>
            </div>

            {menu.isPending && menu.fetchStatus === 'paused' ? (
              <p className="empty muted" role="status">
                You are offline. The menu will show when you are back online.
              </p>
            ) : menu.isPending ? (
              <ul className={css.dishes} aria-busy="true">
                {[0, 1, 2, 3].map((k) => (
                  <li key={k} className={css.dish} aria-hidden>
                    <div className={css.text}>
                      <div className="skeleton skeleton--line" style={{ width: '60%' }} />
                      <div className="skeleton skeleton--line" style={{ width: '30%' }} />
                      <div className="skeleton skeleton--line" style={{ width: '90%' }} />
                    </div>
                    <div className="skeleton" style={{ width: 112, height: 112 }} />
                  </li>
                ))}
              </ul>
            ) : menu.isError ? (
              <p role="alert">We could not load the menu. {menu.error.message}</p>
            ) : sections.length === 0 ? (
              <p className="empty muted">No dishes match. Try another word or clear the filters.</p>
            ) : (
              sections.map((s) => (
                <section key={s.name} className={css.section} aria-labelledby={sectionId(s.name)}>
                  <h2 id={sectionId(s.name)} tabIndex={-1}>
                    {s.name} <span className="muted">({s.items.length})</span>
                  </h2>
                  <ul className={css.dishes}>
                    {s.items.map((i) => (
                      <MenuItemRow
                        key={`${s.name}-${i.id}`}
                        item={i}
                        quantity={cartHere ? quantityOf(cart, i.id) : 0}
                        orderable={orderable}
                        onAdd={() => add(i)}
                        onRemove={() => remove(i, 'list')}
                        onOpen={() => openDish(i)}
                      />
                    ))}
                  </ul>
                </section>
              ))
            )}
          </div>

          <aside id="menu-cart" tabIndex={-1} className={css.cartPanel} aria-label="Your cart">
            <h2>Cart</h2>
            {count === 0 ? (
              <p className="muted">
                Good food is always cooking! Go ahead, order some yummy items from the menu.
              </p>
            ) : (
              <>
                <p className="muted">
                  {count} {count === 1 ? 'item' : 'items'} from {cart.restaurant?.name}
                </p>
                <ul className={css.lines}>
                  {cart.lines.map((l) => (
                    <li key={cartLineKey(l)}>
                      <span>
                        {l.name}
                        <LineChoices choices={l.choices} />
                      </span>
                      <span>
                        {l.quantity} × {formatInr(l.pricePaise, { trimZeros: true })}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className={css.subtotal}>
                  <span>Subtotal</span> <strong>{formatInr(subtotalPaise(cart))}</strong>
                </p>
                <p className="muted small">Extra charges may apply</p>
                <ButtonLink block to="/cart">
                  Checkout
                </ButtonLink>
              </>
            )}
          </aside>
        </div>
      </main>
      {count > 0 && (
        <Link id="menu-cart-bar" to="/cart" className={css.cartBar}>
          <span>
            {count} {count === 1 ? 'item' : 'items'} | {formatInr(subtotalPaise(cart))}
          </span>
          <strong>VIEW CART</strong>
        </Link>
      )}
      <MenuJumpButton sections={sections.map((s) => ({ name: s.name, count: s.items.length }))} />
      <ItemSheet
        item={sheetDish}
        quantity={sheetDish && cartHere ? quantityOf(cart, sheetDish.id) : 0}
        orderable={orderable}
        onAdd={() => sheetDish && add(sheetDish)}
        notice={sheetNotice}
        onRemove={() => sheetDish && remove(sheetDish, 'sheet')}
        onClose={() => openDish(null)}
      />
      {choosing && (
        <Suspense fallback={null}>
          <ChoicesSheet
            key={choosing.n}
            open={choosing.open}
            item={latestDish(menu.data, choosing.item) ?? choosing.item}
            last={choosing.last}
            onAdd={chosen}
            onClose={closeChoices}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Replace cart items?"
        confirmLabel="Yes, start afresh"
        cancelLabel="No"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending && cartRestaurant) {
            // A new restaurant's cart starts without the old cart's coupon, tip and instructions
            // (saveCart drops them: docs/product.md, Cart and checkout).
            saveCart(replaceCart(cartRestaurant, pending.line));
          }
          setPending(null);
        }}
      >
        Your cart has dishes from {cart.restaurant?.name}. Start a new cart with {pending?.item.name} from{' '}
        {r?.name}?
      </ConfirmDialog>
      {snackbar.element}
    </>
  );
}
