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
import { promisedMinutes } from '@khabar/domain/orders/promised-time';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Copy, Navigation, Phone, Star } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LastUpdated } from '../../components/ui/last-updated.tsx';
import { InParts } from '../../components/ui/later.tsx';
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

// As many dishes as a first screen shows under the restaurant's header (two and a half with photos on
// a 390 x 844 phone, four without), and one more.
const FIRST_DISHES_PHONE = 4;
const FIRST_DISHES_WIDE = 8;

const MORE_THAN_ONE = msg`This dish has more than one choice in your cart. Change it in the cart.`;

/** `/restaurantDetail/{slug}`: the menu, with filters, steppers and the cart beside it. */
export function RestaurantMenuPage() {
  const { t } = useLingui();
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
    // "Recommended" is ours, in the screen's language; the categories are the restaurant's names.
    return [[null, menu.data.recommended] as const, ...Object.entries(menu.data.items)]
      .map(([name, items]) => ({
        name: name ?? 'Recommended',
        label: name ?? t`Recommended`,
        own: name === null,
        items: items.filter(keep),
      }))
      .filter((s) => s.items.length > 0);
  }, [menu.data, query, vegOnly, withEgg, t]);
  // The dishes a first screen shows render with the page; the rest follow a few at a time: how many of
  // each section's dishes are among the first.
  const firstDishes = useMemo(() => {
    let left = phone ? FIRST_DISHES_PHONE : FIRST_DISHES_WIDE;
    return sections.map((s) => {
      const here = Math.min(left, s.items.length);
      left -= here;
      return here;
    });
  }, [sections, phone]);

  const r = info.data;
  if (info.isError) {
    const missing = hasErrorCode(info.error, 'NOT_FOUND');
    return (
      <main id="main" className="page page--centered">
        <h1>
          {missing ? <Trans>Restaurant not found</Trans> : <Trans>We could not load this restaurant</Trans>}
        </h1>
        <p className="muted">{missing ? <Trans>It may have moved or closed.</Trans> : info.error.message}</p>
        <ButtonLink to="/restaurants">
          <Trans>SEE RESTAURANTS NEAR YOU</Trans>
        </ButtonLink>
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
      else was.home?.querySelector<HTMLElement>('button[data-add]')?.focus();
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
      snackbar.show(t(MORE_THAN_ONE));
      if (from === 'sheet') setSheetNotice(t(MORE_THAN_ONE));
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
  const cartFrom = cart.restaurant?.name;
  const pendingDish = pending?.item.name;
  const restaurantName = r?.name;
  const priceForTwo = r ? formatInr(rupeesToPaise(r.price_range), { trimZeros: true }) : '';
  const ratings = r?.rating_count ?? 0;
  const prepMinutes = r?.delivery_time ?? 0;
  const deliveryMinutes =
    r && typeof road.data === 'number'
      ? promisedMinutes({ preparationMin: r.delivery_time, roadMetres: road.data, mode: 'delivery' })
      : null;
  // The server's "35 min": its number, the unit said in the screen's language.
  const deliveryText = (r?.delivery_time_text ?? '').replace(/ min$/, '');
  const opensText = r?.opens_at_text || t`Not taking orders right now`;
  const hoursText = r?.opening_hours_text ?? '';
  const subtotal = formatInr(subtotalPaise(cart));

  return (
    <>
      {/* Past the dishes for the keyboard: Checkout was 79 Tab presses after the first ADD. On a phone
          the cart is the bar at the bottom, once it has something. */}
      {(!phone || count > 0) && (
        <SkipLink target={phone ? 'menu-cart-bar' : 'menu-cart'}>
          <Trans>Skip to cart</Trans>
        </SkipLink>
      )}
      {sections.length > 1 && (
        <SkipLink target={MENU_BUTTON_ID}>
          <Trans>Skip to categories</Trans>
        </SkipLink>
      )}
      <header className={`page-header ${css.header}${compact ? ` ${css.compact}` : ''}`}>
        <button type="button" className="icon-btn" onClick={() => goBack(navigate)} aria-label={t`Back`}>
          <ArrowLeft aria-hidden size={18} />
        </button>
        {/* The header keeps its size while the restaurant loads, so the menu below does not jump. */}
        {r ? (
          <img className={css.logo} src={mediaUrl(r.image)} alt="" width={48} height={48} />
        ) : (
          <span className={`${css.logo} ${css.logoPending}`} />
        )}
        <div className={css.title}>
          <h1 translate={r ? 'no' : undefined}>{r?.name ?? t`Loading…`}</h1>
          <p className={`muted ${css.more}`} translate="no">
            {r ? r.description : '\u00a0'}
          </p>
          <p className={`muted ${css.more}`} translate="no">
            {r ? r.address : '\u00a0'}
          </p>
          <LastUpdated at={menu.dataUpdatedAt} />
        </div>
      </header>
      <main id="main" className={`page ${css.menuPage}`}>
        <div className={css.layout}>
          <div>
            {r ? (
              <section className={css.info} aria-label={t`About the restaurant`}>
                {!orderable && (
                  <p className={css.closedNote} role="status">
                    {r.is_active ? (
                      <Trans>
                        Restaurant is closed. {opensText}. Today: {hoursText}
                      </Trans>
                    ) : (
                      <Trans>Restaurant is inactive.</Trans>
                    )}
                  </p>
                )}
                <div className={css.facts}>
                  {r.rating_count > 0 ? (
                    <Link to={`/restaurantRatings/${r.id}`} className={css.rating}>
                      <Star aria-hidden size={14} fill="currentColor" /> {r.rating.toFixed(1)}
                      <span className="muted">
                        {' '}
                        (<Plural value={ratings} one="# rating" other="# ratings" />)
                      </span>
                    </Link>
                  ) : (
                    <span className="muted">
                      <Trans>No ratings yet</Trans>
                    </span>
                  )}
                  <span>
                    <Trans>{priceForTwo} for two</Trans>
                  </span>
                  {/* A closed restaurant promises no time: the note above says when it opens. */}
                  {orderable && (
                    <span>
                      {mode === 'self' ? (
                        <Trans>Pickup in {prepMinutes} min</Trans>
                      ) : deliveryMinutes !== null ? (
                        <Trans>Delivers in {deliveryMinutes} min</Trans>
                      ) : (
                        <Trans>Delivers in {deliveryText} min</Trans>
                      )}
                    </span>
                  )}
                </div>
                <div className={css.actions}>
                  <Button
                    variant="outline"
                    size="small"
                    onClick={() =>
                      navigator.clipboard?.writeText(r.address).then(
                        () => snackbar.show(t`Address Copied.`),
                        () => snackbar.show(t`Could not copy the address.`),
                      )
                    }
                  >
                    <Copy aria-hidden size={16} /> <Trans>Copy Address</Trans>
                  </Button>
                  <ButtonAnchor
                    variant="outline"
                    size="small"
                    target="_blank"
                    rel="noopener noreferrer"
                    href={`https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${here ? `${here.lat},${here.lng}` : ''};${r.latitude},${r.longitude}`}
                  >
                    <Navigation aria-hidden size={16} /> <Trans>Direction</Trans>
                  </ButtonAnchor>
                  <ButtonAnchor variant="outline" size="small" href={`tel:${r.contact_number}`}>
                    <Phone aria-hidden size={16} /> <Trans>Call</Trans>
                  </ButtonAnchor>
                </div>
              </section>
            ) : (
              <MenuInfoSkeleton />
            )}

            <div className={css.filters}>
              <label className={css.search}>
                <span className="visually-hidden">
                  <Trans>Search for dishes</Trans>
                </span>
                <input
                  type="search"
                  placeholder={t`Search for dishes...`}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </label>
              <label className={css.toggle}>
                <input type="checkbox" checked={vegOnly} onChange={(e) => setVegOnly(e.target.checked)} />{' '}
                <Trans>Veg only</Trans>
              </label>
              <label className={css.toggle}>
                <input type="checkbox" checked={withEgg} onChange={(e) => setWithEgg(e.target.checked)} />{' '}
                <Trans>Includes egg</Trans>
              </label>
            </div>

            {menu.isPending && menu.fetchStatus === 'paused' ? (
              <p className="empty muted" role="status">
                <Trans>You are offline. The menu will show when you are back online.</Trans>
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
              <p role="alert">
                <Trans>We could not load the menu.</Trans> {menu.error.message}
              </p>
            ) : sections.length === 0 ? (
              <p className="empty muted">
                <Trans>No dishes match. Try another word or clear the filters.</Trans>
              </p>
            ) : (
              sections.map((s, n) => (
                <section key={s.name} className={css.section} aria-labelledby={sectionId(s.name)}>
                  <h2 id={sectionId(s.name)} tabIndex={-1}>
                    <span translate={s.own ? undefined : 'no'}>{s.label}</span>{' '}
                    <span className="muted">({s.items.length})</span>
                  </h2>
                  <ul className={css.dishes}>
                    <InParts
                      items={s.items}
                      first={firstDishes[n] ?? 0}
                      render={(i) => (
                        <MenuItemRow
                          key={`${s.name}-${i.id}`}
                          item={i}
                          quantity={cartHere ? quantityOf(cart, i.id) : 0}
                          orderable={orderable}
                          onAdd={() => add(i)}
                          onRemove={() => remove(i, 'list')}
                          onOpen={() => openDish(i)}
                        />
                      )}
                    />
                  </ul>
                </section>
              ))
            )}
          </div>

          <aside id="menu-cart" tabIndex={-1} className={css.cartPanel} aria-label={t`Your cart`}>
            <h2>
              <Trans>Cart</Trans>
            </h2>
            {count === 0 ? (
              <p className="muted">
                <Trans>Good food is always cooking! Go ahead, order some yummy items from the menu.</Trans>
              </p>
            ) : (
              <>
                <p className="muted">
                  <Trans>
                    <Plural value={count} one="# item" other="# items" /> from{' '}
                    <span translate="no">{cartFrom}</span>
                  </Trans>
                </p>
                <ul className={css.lines}>
                  {cart.lines.map((l) => (
                    <li key={cartLineKey(l)}>
                      <span>
                        <span translate="no">{l.name}</span>
                        <LineChoices choices={l.choices} />
                      </span>
                      <span>
                        {l.quantity} × {formatInr(l.pricePaise, { trimZeros: true })}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className={css.subtotal}>
                  <span>
                    <Trans>Subtotal</Trans>
                  </span>{' '}
                  <strong>{subtotal}</strong>
                </p>
                <p className="muted small">
                  <Trans>Extra charges may apply</Trans>
                </p>
                <ButtonLink block to="/cart">
                  <Trans>Checkout</Trans>
                </ButtonLink>
              </>
            )}
          </aside>
        </div>
      </main>
      {count > 0 && (
        <Link id="menu-cart-bar" to="/cart" className={css.cartBar}>
          <span>
            <Plural value={count} one="# item" other="# items" /> | {subtotal}
          </span>
          <strong>
            <Trans>VIEW CART</Trans>
          </strong>
        </Link>
      )}
      <MenuJumpButton
        sections={sections.map((s) => ({ name: s.name, label: s.label, own: s.own, count: s.items.length }))}
      />
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
        title={t`Replace cart items?`}
        confirmLabel={t`Yes, start afresh`}
        cancelLabel={t`No`}
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
        <Trans>
          Your cart has dishes from <span translate="no">{cartFrom}</span>. Start a new cart with{' '}
          <span translate="no">{pendingDish}</span> from <span translate="no">{restaurantName}</span>?
        </Trans>
      </ConfirmDialog>
      {snackbar.element}
    </>
  );
}
