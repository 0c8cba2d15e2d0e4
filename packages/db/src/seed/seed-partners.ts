// The people who move orders: staff for every demo restaurant (phone 70000000NN for the restaurant
// with seed index NN, in seed order) and twelve captains (60000000NN) with accounts, vehicles, drawn
// photos and positions spread over Kolkata, and the back office's admin and support agent. People log in
// as these captains; the demo autopilot never rides them. It rides only its own riders (decision 041),
// which seedPeople makes with the demo customer's order on its way (seedAutopilotRiders): no account,
// so nobody can log in as them or be them.
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { slugify } from './prng.ts';
import type { SeededRestaurant } from './seed-catalog.ts';

/** Phone of the staff account of the restaurant with 1-based seed index `i`. */
export const staffPhone = (i: number) => `70000000${String(i).padStart(2, '0')}`;
/** Phone of the demo captain with 1-based index `i`. */
export const captainPhone = (i: number) => `60000000${String(i).padStart(2, '0')}`;
/** The demo city's operators: an admin and a support agent (the back office, /admin). */
export const DEMO_OPERATORS = [
  { phone: '8000000001', name: 'Ananya Sen (Admin)', level: 'admin' },
  { phone: '8000000002', name: 'Rahul Dutta (Support)', level: 'support' },
] as const;

/** Where each demo captain waits: busy corners of the city, so one is near most restaurants. */
const CAPTAINS = [
  { name: 'Sukanta Mondal', vehicle: 'WB 02 AN 1041', lat: 22.5535, lng: 88.3522 }, // Park Street
  { name: 'Rafiq Ahmed', vehicle: 'WB 06 P 2287', lat: 22.5868, lng: 88.4172 }, // Salt Lake
  { name: 'Bablu Ghosh', vehicle: 'WB 26 AC 3319', lat: 22.576, lng: 88.479 }, // New Town
  { name: 'Partha Saha', vehicle: 'WB 02 AQ 4470', lat: 22.518, lng: 88.366 }, // Gariahat
  { name: 'Shankar Naskar', vehicle: 'WB 20 AK 5502', lat: 22.498, lng: 88.312 }, // Behala
  { name: 'Imtiaz Ali', vehicle: 'WB 12 M 6618', lat: 22.585, lng: 88.343 }, // Howrah
  { name: 'Dipankar Pal', vehicle: 'WB 24 AF 7723', lat: 22.642, lng: 88.431 }, // Dum Dum
  { name: 'Subhas Roy', vehicle: 'WB 02 AR 8836', lat: 22.5645, lng: 88.351 }, // Esplanade
  { name: 'Manoj Yadav', vehicle: 'WB 04 H 9941', lat: 22.541, lng: 88.338 }, // Kidderpore
  { name: 'Amit Halder', vehicle: 'WB 02 AS 1057', lat: 22.496, lng: 88.371 }, // Jadavpur
  { name: 'Sahil Khan', vehicle: 'WB 06 Q 2163', lat: 22.595, lng: 88.37 }, // Shyambazar
  { name: 'Tarun Das', vehicle: 'WB 20 AL 3279', lat: 22.529, lng: 88.348 }, // Bhowanipore
];
export const DEMO_CAPTAIN_COUNT = CAPTAINS.length;

/**
 * The demo autopilot's own riders (decision 041): three, enough for the orders nobody plays in a demo
 * (about three minutes each). The first is out on the demo customer's order on its way when the city is
 * seeded (seed-people.ts): like a rider on the road, it has reported no position yet; the others wait in
 * the south and the north-east of the city. Their phone is the one the customer's tracking offers to
 * call; no account is ever made on it.
 */
const AUTOPILOT_RIDERS = [
  { name: 'Bishu Karmakar', vehicle: 'WB 02 AT 5120', at: null },
  { name: 'Gour Sarkar', vehicle: 'WB 20 AM 6241', at: { lat: 22.5096, lng: 88.3612 } }, // Dhakuria
  { name: 'Nitai Mallick', vehicle: 'WB 06 R 7362', at: { lat: 22.5788, lng: 88.4266 } }, // Sector V
];
/** Phone of the autopilot's rider with 1-based index `i`. */
const autopilotRiderPhone = (i: number) => `60000001${String(i).padStart(2, '0')}`;

/** The autopilot's riders, off duty and without accounts; the first one carries the order on its way. */
export async function seedAutopilotRiders(db: Db) {
  return db
    .insert(schema.deliveryPartners)
    .values(
      AUTOPILOT_RIDERS.map((r, i) => ({
        userId: null,
        name: r.name,
        phone: autopilotRiderPhone(i + 1),
        photo: `captains/${slugify(r.name)}.svg`,
        vehicleNumber: r.vehicle,
        latitude: r.at?.lat ?? null,
        longitude: r.at?.lng ?? null,
        accuracyM: r.at ? 10 : null,
        isDemo: true,
        autopilotRider: true,
      })),
    )
    .returning({ id: schema.deliveryPartners.id });
}

export async function seedPartners(db: Db, restaurants: SeededRestaurant[]) {
  const staff = await db
    .insert(schema.users)
    .values(restaurants.map((r, i) => ({ phone: staffPhone(i + 1), name: `${r.name} Kitchen`.slice(0, 60) })))
    .returning({ id: schema.users.id });
  await db
    .insert(schema.restaurantStaff)
    .values(restaurants.map((r, i) => ({ userId: staff[i]!.id, restaurantId: r.id })));

  const accounts = await db
    .insert(schema.users)
    .values(CAPTAINS.map((c, i) => ({ phone: captainPhone(i + 1), name: c.name })))
    .returning({ id: schema.users.id });
  await db.insert(schema.deliveryPartners).values(
    CAPTAINS.map((c, i) => ({
      userId: accounts[i]!.id,
      name: c.name,
      phone: captainPhone(i + 1),
      photo: `captains/${slugify(c.name)}.svg`,
      vehicleNumber: c.vehicle,
      latitude: c.lat,
      longitude: c.lng,
      accuracyM: 10,
      isDemo: true,
    })),
  );
  const operators = await db
    .insert(schema.users)
    .values(DEMO_OPERATORS.map((o) => ({ phone: o.phone, name: o.name })))
    .returning({ id: schema.users.id });
  await db
    .insert(schema.operators)
    .values(DEMO_OPERATORS.map((o, i) => ({ userId: operators[i]!.id, level: o.level })));
  return { staff: staff.length, captains: CAPTAINS.length, operators: operators.length };
}
