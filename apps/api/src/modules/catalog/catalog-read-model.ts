// The restaurant list served from memory (decision 002): the catalog is loaded once, indexed on a
// grid of 0.05-degree cells, and each restaurant pre-serialised; a request only looks up a few cells,
// measures distances and joins ready-made JSON. is_open, today's hours and the next opening are
// refreshed once a minute, in every language the server speaks (issue 28): a request picks its own.

import { type Db, schema } from '@khabar/db';
import {
  type DishChoiceGroup,
  distanceMetres,
  isOpenAt,
  nextOpeningAt,
  type OpeningWindow,
  openingHoursSaid,
  opensAtSaid,
  SERVER_LANGUAGES,
  type ServerLanguage,
} from '@khabar/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import { AnswerCache } from './answer-cache.ts';
import {
  deliveryTimeText,
  type StaticRestaurant,
  toCouponSummary,
  toMenuItem,
  toStaticRestaurant,
} from './restaurant-json.ts';

const CELL_DEG = 0.05;
const PICKUP_RADIUS_M = 15_000;

interface Entry {
  data: StaticRestaurant;
  radiusM: number;
  active: boolean;
  acceptingOrders: boolean;
  hours: OpeningWindow[];
  /** JSON of the static part without its closing brace, ready for the dynamic fields. */
  head: string;
  /** The same, UTF-8 encoded once: encoding a large list per request cost more than building it. */
  headBytes: Buffer;
  open: boolean;
  /** `"opening_hours_text":...,"opens_at":...,"opens_at_text":...` of this minute in each language. */
  clockJson: Record<ServerLanguage, string>;
  /** Name and cuisines in lower case, for search. */
  haystack: string;
  /** Active dishes in name order, for search: the name in lower case and the hit's JSON. */
  dishes: Array<{ name: string; json: string }>;
}

export interface SearchHits {
  restaurants: Neighbour[];
  /** JSON of each dish hit, by its restaurant's rank (open first, then nearest), then by name. */
  dishes: string[];
}

export interface Neighbour {
  entry: Entry;
  distanceM: number;
}

/** What pricing needs of a dish. */
export interface PricedItem {
  id: number;
  restaurantId: number;
  name: string;
  pricePaise: number;
  isActive: boolean;
  /** The dish's choice groups with their options, archived ones left out (issue 27); empty for most. */
  choiceGroups: DishChoiceGroup[];
}

type CouponRow = typeof schema.coupons.$inferSelect;

const couponLiveAt = (c: CouponRow, at: Date) =>
  c.isActive && (c.startsAt === null || c.startsAt <= at) && (c.endsAt === null || c.endsAt > at);

/** A change this process's copy now holds (decision 010: a menu's live stream tells its browsers). */
export interface CatalogReload {
  /** The restaurants whose menu, details, open switch or coupons changed; null: any may have. */
  restaurantIds: readonly number[] | null;
  /** The load the change is in: bumped by every load of this process (not comparable across processes). */
  version: number;
}

const cellKey = (x: number, y: number) => x * 100_003 + y;
const cellOf = (deg: number) => Math.floor(deg / CELL_DEG);

export class CatalogReadModel {
  private entries: Entry[] = [];
  private bySlug = new Map<string, Entry>();
  private byIdMap = new Map<number, Entry>();
  private deliveryGrid = new Map<number, Entry[]>();
  private allGrid = new Map<number, Entry[]>();
  private clockMinute = -1;
  private pricedItems = new Map<number, PricedItem>();
  private choiceGroupsBy = new Map<number, DishChoiceGroup[]>();
  private couponsByCode = new Map<string, CouponRow>();
  loadedAt = 0;
  /** Bumped by every load: answers made from an older load are not kept. */
  private version = 0;
  /** Encoded (and compressed) answers, dropped by every load (decision 012). */
  private readonly answers = new AnswerCache();
  /** Loads started, and the latest started whose rows are in place (see load). */
  private loadsStarted = 0;
  private loadInPlace = 0;
  private readonly reloadListeners = new Set<(reload: CatalogReload) => void>();
  /** Loads done and answers built by kind (the key's first part), for /metrics (decision 012's promise). */
  readonly counts = { loads: 0, answersBuilt: new Map<string, number>() };

  constructor(
    private readonly now: () => Date = () => new Date(),
    /** Road metres per straight-line metre, for the delivery time of the list (decision 011). */
    private readonly roadFactor = 1.3,
  ) {}

  async load(db: Db): Promise<void> {
    const ticket = ++this.loadsStarted;
    const at = this.now();
    const [rows, hours, allCoupons, allItems, choiceRows] = await Promise.all([
      db.select().from(schema.restaurants),
      db.select().from(schema.restaurantHours),
      db.select().from(schema.coupons),
      db
        .select({
          item: schema.items,
          category: schema.menuCategories.name,
          categoryHidden: schema.menuCategories.isHidden,
        })
        .from(schema.items)
        .innerJoin(schema.menuCategories, eq(schema.menuCategories.id, schema.items.categoryId)),
      // Every live option of every live group in one read, in the restaurant's order (issue 27).
      db
        .select({ group: schema.itemChoiceGroups, choice: schema.itemChoices })
        .from(schema.itemChoiceGroups)
        .innerJoin(
          schema.itemChoices,
          and(
            eq(schema.itemChoices.groupId, schema.itemChoiceGroups.id),
            isNull(schema.itemChoices.archivedAt),
          ),
        )
        .where(isNull(schema.itemChoiceGroups.archivedAt))
        .orderBy(
          asc(schema.itemChoiceGroups.itemId),
          asc(schema.itemChoiceGroups.position),
          asc(schema.itemChoiceGroups.id),
          asc(schema.itemChoices.position),
          asc(schema.itemChoices.id),
        ),
    ]);
    // Loads overlap (a change saved here while a reload heard on the bus runs): one that started before
    // the copy in place read older rows, and must not put them back over a change already announced.
    if (ticket < this.loadInPlace) return;
    this.loadInPlace = ticket;
    // Every coupon and dish, active or not, is kept for pricing (its own messages for each); the list's
    // badges and search show only what is live at load time. A dish taken off the menu (archived, or in
    // a hidden category) is not for sale: pricing treats it as out of stock.
    const coupons = allCoupons.filter((c) => couponLiveAt(c, at));
    const onMenu = (row: (typeof allItems)[number]) => row.item.archivedAt === null && !row.categoryHidden;
    const items = allItems.filter((row) => row.item.isActive && onMenu(row));
    this.couponsByCode = new Map(allCoupons.map((c) => [c.code, c]));
    const groupsBy = choiceGroupsByItem(choiceRows);
    this.choiceGroupsBy = groupsBy;
    this.pricedItems = new Map(
      allItems.map((row) => [
        row.item.id,
        {
          id: row.item.id,
          restaurantId: row.item.restaurantId,
          name: row.item.name,
          pricePaise: row.item.pricePaise,
          isActive: row.item.isActive && onMenu(row),
          choiceGroups: groupsBy.get(row.item.id) ?? NO_GROUPS,
        },
      ]),
    );
    const hoursBy = new Map<number, OpeningWindow[]>();
    for (const h of hours) {
      const list = hoursBy.get(h.restaurantId) ?? [];
      list.push({ dayOfWeek: h.dayOfWeek, opensMin: h.opensMin, closesMin: h.closesMin });
      hoursBy.set(h.restaurantId, list);
    }
    const platform = coupons.filter((c) => c.restaurantId === null).map(toCouponSummary);
    const couponsBy = new Map<number, ReturnType<typeof toCouponSummary>[]>();
    for (const c of coupons) {
      if (c.restaurantId === null) continue;
      const list = couponsBy.get(c.restaurantId) ?? [];
      list.push(toCouponSummary(c));
      couponsBy.set(c.restaurantId, list);
    }
    const itemsBy = new Map<number, typeof items>();
    for (const row of items) {
      const list = itemsBy.get(row.item.restaurantId) ?? [];
      list.push(row);
      itemsBy.set(row.item.restaurantId, list);
    }

    const entries: Entry[] = rows.map((r) => {
      const data = toStaticRestaurant({
        r,
        ratingCount: r.ratingCount,
        coupons: [...(couponsBy.get(r.id) ?? []), ...platform],
      });
      const json = JSON.stringify(data);
      return {
        data,
        radiusM: r.deliveryRadiusM,
        active: r.isActive,
        acceptingOrders: r.isAcceptingOrders,
        hours: hoursBy.get(r.id) ?? [],
        head: json.slice(0, -1),
        headBytes: Buffer.from(json.slice(0, -1)),
        open: false,
        clockJson: { en: '', hi: '', bn: '' },
        haystack: `${r.name}\n${r.description}`.toLowerCase(),
        dishes: (itemsBy.get(r.id) ?? [])
          .sort((a, b) =>
            a.item.name < b.item.name ? -1 : a.item.name > b.item.name ? 1 : a.item.id - b.item.id,
          )
          .map(({ item, category }) => ({
            name: item.name.toLowerCase(),
            json: JSON.stringify({
              ...toMenuItem({ item, categoryName: category, groups: groupsBy.get(item.id) }),
              restaurant_slug: r.slug,
              restaurant_name: r.name,
            }),
          })),
      };
    });
    const deliveryGrid = new Map<number, Entry[]>();
    const allGrid = new Map<number, Entry[]>();
    // A restaurant with nothing on its menu yet (a new one in the back office) is in no list or search:
    // a customer would find an empty menu. Its page answers by slug, for its staff to check.
    const withMenu = new Set(allItems.filter(onMenu).map((row) => row.item.restaurantId));
    for (const e of entries) {
      if (!withMenu.has(e.data.id)) continue;
      const { latitude: lat, longitude: lng } = e.data;
      push(allGrid, cellKey(cellOf(lng), cellOf(lat)), e);
      // A restaurant goes into every cell its delivery circle touches.
      const dLat = e.radiusM / 111_320;
      const dLng = e.radiusM / (111_320 * Math.cos((lat * Math.PI) / 180));
      for (let x = cellOf(lng - dLng); x <= cellOf(lng + dLng); x++) {
        for (let y = cellOf(lat - dLat); y <= cellOf(lat + dLat); y++) push(deliveryGrid, cellKey(x, y), e);
      }
    }
    this.entries = entries;
    this.bySlug = new Map(entries.map((e) => [e.data.slug, e]));
    this.byIdMap = new Map(entries.map((e) => [e.data.id, e]));
    this.deliveryGrid = deliveryGrid;
    this.allGrid = allGrid;
    this.clockMinute = -1;
    this.version++;
    this.answers.clear();
    this.loadedAt = Date.now();
    this.counts.loads++;
  }

  /**
   * Tells the listeners (the menus' live streams) that changes to these restaurants are in this copy
   * now: called once the load that read them has finished, so a browser that asks again is answered
   * with the change.
   */
  announceReload(restaurantIds: readonly number[] | null): void {
    const reload: CatalogReload = { restaurantIds, version: this.version };
    for (const listener of [...this.reloadListeners]) {
      // One failing listener must not stop the others (or the save that announced the change).
      try {
        listener(reload);
      } catch {}
    }
  }

  /** Hears every announced change (announceReload); returns the function that stops it. */
  onReload(listener: (reload: CatalogReload) => void): () => void {
    this.reloadListeners.add(listener);
    return () => {
      this.reloadListeners.delete(listener);
    };
  }

  /**
   * The kept answer for `key`, or the one `make` builds, kept until the catalog changes (and, with
   * `perMinute`, until the minute changes: it shows is_open). A load that lands while `make` runs
   * makes the answer unkept, so nothing older than the catalog is ever served again.
   */
  async remember(
    key: string,
    make: () => EncodedAnswer | Promise<EncodedAnswer>,
    options: { perMinute?: boolean } = {},
  ): Promise<EncodedAnswer> {
    this.refreshClock();
    const minute = options.perMinute ? this.clockMinute : 0;
    const version = this.version;
    const kept = this.answers.get(key, version, minute);
    if (kept) return kept;
    const made = await make();
    const kind = key.split(':', 1)[0] ?? key;
    this.counts.answersBuilt.set(kind, (this.counts.answersBuilt.get(kind) ?? 0) + 1);
    if (version === this.version) this.answers.set(key, version, made, minute);
    return made;
  }

  /** How many answers are kept (tests). */
  get keptAnswers(): number {
    return this.answers.count;
  }

  /** Recomputes is_open and today's hours when the minute has changed. */
  private refreshClock(): void {
    const at = this.now();
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute === this.clockMinute) return;
    for (const e of this.entries) {
      e.open = e.acceptingOrders && isOpenAt(e.hours, at);
      const hours = openingHoursSaid(e.hours, at);
      // Only hours make a promise: a paused or switched-off restaurant has no time to open.
      const next = e.open || !e.active || !e.acceptingOrders ? null : nextOpeningAt(e.hours, at);
      const opens = next && opensAtSaid(next, at);
      for (const language of SERVER_LANGUAGES) {
        const opensJson = next
          ? `"opens_at":"${next.toISOString()}","opens_at_text":${JSON.stringify(opens?.[language])}`
          : '"opens_at":null,"opens_at_text":""';
        e.clockJson[language] = `"opening_hours_text":${JSON.stringify(hours[language])},${opensJson}`;
      }
    }
    this.clockMinute = minute;
  }

  /** Restaurants whose delivery circle covers the point: open and active first, then nearest. */
  deliveringTo(lat: number, lng: number): Neighbour[] {
    this.refreshClock();
    const candidates = this.deliveryGrid.get(cellKey(cellOf(lng), cellOf(lat))) ?? [];
    const found: Neighbour[] = [];
    for (const entry of candidates) {
      const d = distanceMetres(lat, lng, entry.data.latitude, entry.data.longitude);
      if (d <= entry.radiusM) found.push({ entry, distanceM: Math.round(d) });
    }
    return sortOpenThenNear(found);
  }

  /** Restaurants within `radiusM` of the point (self pickup): open and active first, then nearest. */
  near(lat: number, lng: number, radiusM = PICKUP_RADIUS_M): Neighbour[] {
    this.refreshClock();
    return sortOpenThenNear(this.within(lat, lng, radiusM, () => true));
  }

  /**
   * Active restaurants within the self-pickup radius whose name or cuisines hold `needle`, and the
   * active dishes of active restaurants there whose name holds it (lower case; a substring, as ILIKE
   * '%q%'). The text is tested before any distance is measured, so a big city costs a scan of short
   * strings.
   */
  search(lat: number, lng: number, needle: string, radiusM = PICKUP_RADIUS_M): SearchHits {
    this.refreshClock();
    const restaurants: Neighbour[] = [];
    const withDishes = this.within(lat, lng, radiusM, (e) => {
      if (!e.active) return false;
      const named = e.haystack.includes(needle);
      const served = e.dishes.some((d) => d.name.includes(needle));
      return named || served;
    });
    for (const n of withDishes) if (n.entry.haystack.includes(needle)) restaurants.push(n);
    const dishes: string[] = [];
    for (const n of sortOpenThenNear(withDishes))
      for (const d of n.entry.dishes) if (d.name.includes(needle)) dishes.push(d.json);
    return { restaurants: sortOpenThenNear(restaurants), dishes };
  }

  private within(lat: number, lng: number, radiusM: number, keep: (e: Entry) => boolean): Neighbour[] {
    const dLat = radiusM / 111_320;
    const dLng = radiusM / (111_320 * Math.cos((lat * Math.PI) / 180));
    const found: Neighbour[] = [];
    for (let x = cellOf(lng - dLng); x <= cellOf(lng + dLng); x++) {
      for (let y = cellOf(lat - dLat); y <= cellOf(lat + dLat); y++) {
        for (const entry of this.allGrid.get(cellKey(x, y)) ?? []) {
          if (!keep(entry)) continue;
          const d = distanceMetres(lat, lng, entry.data.latitude, entry.data.longitude);
          if (d <= radiusM) found.push({ entry, distanceM: Math.round(d) });
        }
      }
    }
    return found;
  }

  /**
   * The dishes of a cart as the last load saw them, active or not; unknown ids are left out. Pricing
   * reads them here rather than from the database: the copy is reloaded after every change (decision
   * 002), so a quote costs no round trip and matches the menu the customer was shown.
   */
  dishesForPricing(ids: Iterable<number>): PricedItem[] {
    const found: PricedItem[] = [];
    for (const id of ids) {
      const item = this.pricedItems.get(id);
      if (item) found.push(item);
    }
    return found;
  }

  /** A dish's live choice groups as the last load saw them (the menu shows these, pricing uses them). */
  choiceGroupsOf(itemId: number): readonly DishChoiceGroup[] {
    return this.choiceGroupsBy.get(itemId) ?? NO_GROUPS;
  }

  /**
   * Whether a change to these restaurants (null: any) may change a list asked at the point: one of them
   * delivers there or is within the self-pickup radius of it, as this copy has it.
   */
  changeReaches(restaurantIds: readonly number[] | null, lat: number, lng: number): boolean {
    if (restaurantIds === null) return true;
    return restaurantIds.some((id) => {
      const entry = this.byIdMap.get(id);
      if (!entry) return false;
      const d = distanceMetres(lat, lng, entry.data.latitude, entry.data.longitude);
      return d <= Math.max(entry.radiusM, PICKUP_RADIUS_M);
    });
  }

  /** A coupon by its code (codes are stored in upper case), active or not, in its dates or not. */
  couponByCode(code: string): CouponRow | null {
    return this.couponsByCode.get(code.toUpperCase()) ?? null;
  }

  bySlugOrNull(slug: string): Entry | null {
    this.refreshClock();
    return this.bySlug.get(slug) ?? null;
  }

  byId(id: number): Entry | null {
    this.refreshClock();
    return this.byIdMap.get(id) ?? null;
  }

  /** The JSON text of one restaurant with its dynamic fields, its words in `language`. */
  serialise(
    entry: Entry,
    distanceM: number | null,
    mode: 'delivery' | 'pickup',
    language: ServerLanguage,
  ): string {
    return entry.head + this.dynamicTail(entry, distanceM, mode, language);
  }

  /** The fields that change with the clock, the asked point and the language, closing the object. */
  private dynamicTail(
    entry: Entry,
    distanceM: number | null,
    mode: 'delivery' | 'pickup',
    language: ServerLanguage,
  ): string {
    const timeText =
      mode === 'pickup'
        ? `${entry.data.delivery_time} min`
        : deliveryTimeText({
            deliveryTimeMin: entry.data.delivery_time,
            distanceM,
            roadFactor: this.roadFactor,
          });
    return `,"is_open":${entry.open ? 1 : 0},${entry.clockJson[language]},"distance":${distanceM === null ? 'null' : distanceM},"delivery_time_text":"${timeText}"}`;
  }

  /**
   * A list as UTF-8 bytes, from the pre-encoded static parts: a large city's list (100+ restaurants,
   * ~140 KB) is copied rather than re-encoded on every request.
   */
  serialiseListBytes(found: Neighbour[], mode: 'delivery' | 'pickup', language: ServerLanguage): Buffer {
    const parts: Buffer[] = [OPEN_BRACKET];
    for (let i = 0; i < found.length; i++) {
      const n = found[i]!;
      if (i) parts.push(COMMA);
      parts.push(n.entry.headBytes, Buffer.from(this.dynamicTail(n.entry, n.distanceM, mode, language)));
    }
    parts.push(CLOSE_BRACKET);
    return Buffer.concat(parts);
  }

  serialiseList(found: Neighbour[], mode: 'delivery' | 'pickup', language: ServerLanguage): string {
    let out = '[';
    for (let i = 0; i < found.length; i++) {
      const n = found[i]!;
      if (i) out += ',';
      out += this.serialise(n.entry, n.distanceM, mode, language);
    }
    return `${out}]`;
  }

  get size(): number {
    return this.entries.length;
  }
}

const NO_GROUPS: DishChoiceGroup[] = [];

type ChoiceRow = {
  group: typeof schema.itemChoiceGroups.$inferSelect;
  choice: typeof schema.itemChoices.$inferSelect;
};

/**
 * The rows of groups and options, in order, folded into each dish's groups. A group whose options are all
 * archived has no row: it is left out, as a group nobody could satisfy must not block its dish.
 */
function choiceGroupsByItem(rows: readonly ChoiceRow[]): Map<number, DishChoiceGroup[]> {
  const byItem = new Map<number, DishChoiceGroup[]>();
  let current = null as DishChoiceGroup | null;
  for (const { group, choice } of rows) {
    if (current?.id !== group.id) {
      current = {
        id: group.id,
        name: group.name,
        kind: group.kind,
        min: group.minSelect,
        max: group.maxSelect,
        choices: [],
      };
      const list = byItem.get(group.itemId);
      if (list) list.push(current);
      else byItem.set(group.itemId, [current]);
    }
    current.choices.push({
      id: choice.id,
      name: choice.name,
      pricePaise: choice.pricePaise,
      isVeg: choice.isVeg,
      hasEgg: choice.hasEgg,
      isActive: choice.isActive,
    });
  }
  return byItem;
}

const OPEN_BRACKET = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_BRACKET = Buffer.from(']');

function push(grid: Map<number, Entry[]>, key: number, e: Entry): void {
  const list = grid.get(key);
  if (list) list.push(e);
  else grid.set(key, [e]);
}

function sortOpenThenNear(found: Neighbour[]): Neighbour[] {
  const rank = (n: Neighbour) => (n.entry.open && n.entry.active ? 0 : 1);
  return found.sort((a, b) => rank(a) - rank(b) || a.distanceM - b.distanceM);
}
