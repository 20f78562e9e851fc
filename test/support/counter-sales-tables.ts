// A café counter's sales lines (an Item, a Qty per line and the line's total), the goods list of a
// shop (who supplies each product and whether it is sold each or by the kg) and a boarding
// business's invoice lines (an Item and an Amount), for the builtin engine's tests of units sold,
// grouping determiners and shares of a money total. Generated from a seed; rows kept so tests
// compute their expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type CounterVisit = { 'Visit No': number; 'Visit Date': string; Session: string; Children: number; 'Amount Paid (£)': number };
export type CounterLine = { 'Sale Line': number; 'Visit No': number; 'Sold At': string; Item: string; Qty: number; 'Line Total': number };
export type ShopProduct = { SKU: string; Product: string; Category: string; Supplier: string; 'Sold By': string; 'Shelf Price (£)': number };
export type ShopDelivery = { 'Delivery No': number; SKU: string; 'Delivered On': string; 'Qty Delivered': number };
export type ShopTillLine = { 'Line ID': number; 'Sold At': string; SKU: string; Qty: number };
export type InvoiceLine = { 'Line No': number; Date: string; Item: string; Amount: number };

const ITEMS: [string, number][] = [['Flat White', 2.9], ['Babyccino', 1.2], ['Chips', 2.5], ['Toastie', 4.5], ['Flapjack', 2.2], ['Fruit Shoot', 1.4], ['Tea', 2.1]];
const SESSIONS = ['Morning', 'Toddler Time', 'Afternoon', 'Party'];
const SUPPLIERS = ['Hill Farm', 'Valley Growers', 'Stone Mill', 'Dale Dairy', 'Coast Fish'];
const CHARGES: [string, number, number][] = [['Boarding', 0.7, 160], ['Grooming', 0.12, 35], ['Medication', 0.1, 12], ['Late Pickup', 0.08, 20]];

const day = (rng: () => number) => new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10);

/**
 * `visits` admissions (each in a session) and `n` counter sales lines over 2025, each made on a
 * visit: the morning rings up most lines, one item each; later sessions more items a line. Party
 * guests' admissions are paid 0 (their party is paid elsewhere).
 */
export function counterSales(n: number, visits = 1_200, seed = 8_101): { visits: CounterVisit[]; lines: CounterLine[] } {
  const rng = seeded(seed);
  const vs: CounterVisit[] = Array.from({ length: visits }, (_, i) => {
    const session = chance(rng, 0.5) ? SESSIONS[0] : pick(rng, SESSIONS.slice(1));
    const children = int(rng, 1, 4);
    // Party guests pay nothing at the door: the party is paid on its booking.
    return { 'Visit No': 70_001 + i, 'Visit Date': day(rng), Session: session, Children: children, 'Amount Paid (£)': session === 'Party' ? 0 : children * 6.5 };
  });
  const lines = Array.from({ length: n }, (_, i): CounterLine => {
    const [item, price] = pick(rng, ITEMS);
    const visit = pick(rng, vs);
    const qty = visit.Session === 'Morning' ? 1 : pick(rng, [1, 2, 3, 4]);
    return { 'Sale Line': 500_001 + i, 'Visit No': visit['Visit No'], 'Sold At': `${visit['Visit Date']} ${String(int(rng, 8, 17)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}`, Item: item, Qty: qty, 'Line Total': Math.round(price * qty * 100) / 100 };
  });
  return { visits: vs, lines };
}

/** `n` products, most sold each, the rest (veg) by the kg. */
export function shopProducts(n: number, seed = 8_102): ShopProduct[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const veg = chance(rng, 0.3);
    return {
      SKU: `P${String(10_000 + i)}`,
      Product: `Product ${i + 1}`,
      Category: veg ? 'Veg' : pick(rng, ['Meat', 'Dairy', 'Bakery']),
      Supplier: pick(rng, SUPPLIERS),
      'Sold By': veg ? 'kg' : 'each',
      'Shelf Price (£)': int(rng, 80, 1_500) / 100,
    };
  });
}

/** `n` supplier deliveries and `lines` till lines of the products over 2025. */
export function shopStock(products: ShopProduct[], n: number, lines: number, seed = 8_104): { deliveries: ShopDelivery[]; till: ShopTillLine[] } {
  const rng = seeded(seed);
  const deliveries = Array.from({ length: n }, (_, i): ShopDelivery => ({ 'Delivery No': 90_001 + i, SKU: pick(rng, products).SKU, 'Delivered On': day(rng), 'Qty Delivered': int(rng, 10, 60) }));
  const till = Array.from({ length: lines }, (_, i): ShopTillLine => ({ 'Line ID': 1_000_001 + i, 'Sold At': `${day(rng)} ${String(int(rng, 9, 17)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}`, SKU: pick(rng, products).SKU, Qty: int(rng, 1, 4) }));
  return { deliveries, till };
}

/** `n` invoice lines over 2025: mostly boarding, with extras charged beside it. */
export function boardingInvoiceLines(n: number, seed = 8_103): InvoiceLine[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const roll = rng();
    let acc = 0;
    const [item, , base] = CHARGES.find(([, p]) => (acc += p) > roll) ?? CHARGES[0];
    return { 'Line No': 30_001 + i, Date: day(rng), Item: item, Amount: Math.round(base * (0.5 + rng()) * 100) / 100 };
  });
}

export type PartyBooking = { 'Party Ref': string; 'Party Date': string; Package: string; 'Children Booked': number; Status: string };

/** `n` party bookings over 2025, each for a number of children. */
export function partyBookings(n: number, seed = 8_105): PartyBooking[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    'Party Ref': `P${1_001 + i}`,
    'Party Date': day(rng),
    Package: pick(rng, ['Bronze', 'Silver', 'Gold', 'Total Takeover']),
    'Children Booked': int(rng, 8, 30),
    Status: chance(rng, 0.1) ? 'Cancelled' : 'Completed',
  }));
}
