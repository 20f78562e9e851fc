// A dress boutique's styles (each with its list "Price (£)") and the orders placed for them (each
// with the "Dress Price (£)" actually paid, a list price sometimes discounted, a deposit and any
// alterations charged beside the price), for the
// builtin engine's tests of money paid against money listed. Generated from a seed; rows kept so
// tests compute their expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type DressStyle = { style_code: string; style_name: string; designer: string; 'Price (£)': number };
export type DressOrder = { order_ref: string; style_code: string; order_date: string; 'Dress Price (£)': number; 'Deposit (£)': number; 'Alterations (£)': number | null };

const DESIGNERS = ['Aurelle', 'Clara Vey', 'Halcyon', 'Ivy Lane', 'Maison Lyra', 'Odette'];
const SYLLABLES = ['ba', 'ce', 'di', 'lo', 'ma', 'ne', 'ri', 'sa', 'te', 'vi', 'zo', 'ku'];

/** `styles` styles and `n` orders over 2025. */
export function dressOrders(n: number, styles = 300, seed = 3_711): { styles: DressStyle[]; orders: DressOrder[] } {
  const rng = seeded(seed);
  const out: DressStyle[] = [];
  const names = new Set<string>();
  for (let i = 0; i < styles; i++) {
    let name = '';
    do name = `${pick(rng, SYLLABLES)}${pick(rng, SYLLABLES)}${pick(rng, SYLLABLES)}`.replace(/^./, (c) => c.toUpperCase());
    while (names.has(name));
    names.add(name);
    out.push({ style_code: `DS-${1_000 + i}`, style_name: name, designer: pick(rng, DESIGNERS), 'Price (£)': int(rng, 60, 400) * 5 });
  }
  const orders: DressOrder[] = [];
  for (let i = 0; i < n; i++) {
    // The later styles sell more often and some sales are discounted: the orders' mean price paid is not the styles' mean list price.
    const style = out[Math.floor(Math.sqrt(rng()) * out.length)];
    const paid = chance(rng, 0.3) ? Math.round(style['Price (£)'] * 0.85 * 100) / 100 : style['Price (£)'];
    orders.push({
      order_ref: `ORD-${5_001 + i}`,
      style_code: style.style_code,
      order_date: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10),
      'Dress Price (£)': paid,
      'Deposit (£)': Math.round(paid * 0.3 * 100) / 100,
      // Alterations are charged beside the price, on some orders only.
      'Alterations (£)': chance(rng, 0.4) ? null : int(rng, 40, 260),
    });
  }
  return { styles: out, orders };
}

export type BoxSubscription = { subscription_id: number; box: string; frequency: string; 'Box Price (£)': number };
export type BoxDelivery = { delivery_id: number; subscription_id: number; delivery_date: string; 'Charged (£)': number; 'Extras (£)': number };

/**
 * A veg box scheme's subscriptions (each with its "Box Price (£)") and the deliveries made on them
 * (each with what was "Charged (£)", the box price often with a loyalty discount, and any extras).
 */
export function boxDeliveries(n: number, subscriptions = 300, seed = 5_151): { subscriptions: BoxSubscription[]; deliveries: BoxDelivery[] } {
  const rng = seeded(seed);
  const boxes: [string, number][] = [['Small Veg', 12.5], ['Medium Veg', 16.5], ['Large Veg', 21], ['Fruit & Veg', 19.5]];
  const subs: BoxSubscription[] = Array.from({ length: subscriptions }, (_, i) => {
    const [box, price] = pick(rng, boxes);
    return { subscription_id: 40_000 + i, box, frequency: pick(rng, ['Weekly', 'Fortnightly']), 'Box Price (£)': price };
  });
  const deliveries: BoxDelivery[] = Array.from({ length: n }, (_, i) => {
    const sub = subs[Math.floor(rng() * rng() * subs.length)];
    return {
      delivery_id: 800_000 + i,
      subscription_id: sub.subscription_id,
      delivery_date: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10),
      'Charged (£)': chance(rng, 0.4) ? Math.round(sub['Box Price (£)'] * 90) / 100 : sub['Box Price (£)'],
      'Extras (£)': chance(rng, 0.7) ? 0 : int(rng, 2, 9),
    };
  });
  return { subscriptions: subs, deliveries };
}
