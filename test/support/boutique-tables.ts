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
