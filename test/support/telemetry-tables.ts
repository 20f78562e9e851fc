// Tables for the kinds of mistakes read off holdout11 (r28a): a web service's page loads (a latency
// beside a payload size), a museum's gallery visits (minutes inside beside the ticket paid), a
// chain of launderettes (washes sold at a price beside supply deliveries at a cost), a till
// export whose sale times are written day first with the time ("05/03/2025 17:40"), an export
// whose date column ends in a TOTAL line, ice-cream kiosks numbered "Kiosk No" with a row per scoop
// sold, and API calls that reach their subscriber only through a token. Generated from a seed;
// rows kept so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

export type PageLoad = { 'Load ID': number; Page: string; Device: string; 'Server Latency (ms)': number; 'Response Payload (KB)': number };

/** Page loads whose slowest page by latency is not the page with the largest payloads. */
export function pageLoads(n: number, seed = 2_801): PageLoad[] {
  const rand = seededRandom(seed);
  // page, latency base, payload base: /search is slow with small payloads, /gallery fast with big ones.
  const pages: Array<[string, number, number]> = [['/search', 900, 20], ['/gallery', 150, 900], ['/cart', 300, 60], ['/account', 250, 40]];
  return Array.from({ length: n }, (_, i) => {
    const [page, latency, payload] = pick(rand, pages);
    return {
      'Load ID': 500_001 + i,
      Page: page,
      Device: pick(rand, ['Mobile', 'Desktop', 'Tablet']),
      'Server Latency (ms)': Math.round(latency * (0.5 + rand())),
      'Response Payload (KB)': Math.round(payload * (0.5 + rand()) * 10) / 10,
    };
  });
}

export type GalleryVisit = { visit_ref: number; gallery: string; 'Ticket Paid (£)': number; 'Minutes Inside': number };

export function galleryVisits(n: number, seed = 2_803): GalleryVisit[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    visit_ref: 80_001 + i,
    gallery: pick(rand, ['Egyptian', 'Modern', 'Natural History', 'Maritime']),
    'Ticket Paid (£)': pick(rand, [0, 8, 12, 15, 22]),
    'Minutes Inside': 5 + Math.floor(rand() * rand() * 180),
  }));
}

export type Launderette = { 'Shop Code': number; 'Shop Name': string; Town: string };
export type Wash = { 'Wash ID': number; 'Shop Code': number; Programme: string; Price: number };
export type Delivery = { 'Delivery Ref': number; 'Shop Code': number; 'Supply Cost (£)': number };

/** Shops whose takings (washes' prices) rank differently from their supply costs. */
export function launderettes(n: number, seed = 2_807): { shops: Launderette[]; washes: Wash[]; deliveries: Delivery[] } {
  const rand = seededRandom(seed);
  const towns = ['Hull', 'Derby', 'Luton', 'Crewe', 'Wigan'];
  const shops: Launderette[] = Array.from({ length: 25 }, (_, i) => ({ 'Shop Code': 210 + i, 'Shop Name': `${pick(rand, ['Bubbles', 'Suds', 'Spin', 'Fresh'])} ${towns[i % 5]} ${i + 1}`, Town: towns[i % 5] }));
  const washes: Wash[] = Array.from({ length: n }, (_, i) => {
    // Lower shop codes wash more; supply deliveries go the other way.
    const k = Math.floor(rand() * rand() * 25);
    return { 'Wash ID': 3_000_001 + i, 'Shop Code': 210 + k, Programme: pick(rand, ['Quick', 'Standard', 'Duvet']), Price: pick(rand, [3.5, 4.5, 7]) };
  });
  const deliveries: Delivery[] = Array.from({ length: 1_000 }, (_, i) => ({
    'Delivery Ref': 1 + i,
    'Shop Code': 234 - Math.floor(rand() * rand() * 25),
    'Supply Cost (£)': Math.round((20 + rand() * 200) * 100) / 100,
  }));
  return { shops, washes, deliveries };
}

export type TillSale = { 'Receipt No': number; 'Rung Up': string; Item: string; iso: string };

/** Till sales through 2025 with their times written day first with the time of day ("05/03/2025 17:40"). */
export function tillSales(n: number, seed = 2_809): TillSale[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const month = 1 + Math.floor(rand() * 8);
    const day = 1 + Math.floor(rand() * 28);
    const iso = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const time = `${String(7 + Math.floor(rand() * 14)).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`;
    return { 'Receipt No': 7_700_001 + i, 'Rung Up': `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${time}`, Item: pick(rand, ['Latte', 'Scone', 'Tea', 'Panini']), iso };
  });
}

export type Callout = { 'Callout Date': string; Engineer: string; 'Parts Used': number };

/** Callouts through 2025 as an export writes them: ISO dates, then a TOTAL line whose date cell says TOTAL. */
export function calloutsWithTotal(n: number, seed = 2_811): { rows: Callout[]; total: Callout } {
  const rand = seededRandom(seed);
  const rows: Callout[] = Array.from({ length: n }, () => {
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    return { 'Callout Date': `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, Engineer: pick(rand, ['Ade', 'Bryn', 'Cato']), 'Parts Used': 1 + Math.floor(rand() * 6) };
  });
  rows.sort((a, b) => (a['Callout Date'] < b['Callout Date'] ? -1 : 1));
  const total: Callout = { 'Callout Date': 'TOTAL', Engineer: '', 'Parts Used': rows.reduce((s, r) => s + r['Parts Used'], 0) };
  return { rows, total };
}

export type Kiosk = { 'Kiosk No': number; 'Kiosk Name': string; Area: string };
export type Scoop = { 'Scoop ID': number; 'Kiosk No': number; Flavour: string; Price: number };

/** Ice-cream kiosks (numbered "Kiosk No") and their scoop sales, one row per scoop sold. */
export function kioskScoops(n: number, seed = 2_815): { kiosks: Kiosk[]; scoops: Scoop[] } {
  const rand = seededRandom(seed);
  const kiosks: Kiosk[] = Array.from({ length: 40 }, (_, i) => ({ 'Kiosk No': 900 + i, 'Kiosk Name': `${['North', 'South', 'East', 'West'][i % 4]} Kiosk ${i + 1}`, Area: pick(rand, ['Beach', 'Park', 'Pier']) }));
  const flavours = ['Vanilla', 'Vanilla', 'Mint', 'Chocolate', 'Chocolate', 'Chocolate', 'Lemon', 'Strawberry', 'Strawberry'];
  const scoops: Scoop[] = Array.from({ length: n }, (_, i) => ({ 'Scoop ID': 10_000 + i, 'Kiosk No': 900 + Math.floor(rand() * 40), Flavour: pick(rand, flavours), Price: pick(rand, [2, 2.5, 3]) }));
  return { kiosks, scoops };
}

export type Subscriber = { subscriber_id: number; tier: string; region: string };
export type Token = { token_id: number; subscriber_id: number; label: string };
export type ApiCall = { call_id: number; token_id: number; route: string; charged_usd: number };

/** Subscribers, their access tokens, and calls made with the tokens: a call reaches its subscriber only through its token. */
export function tokenCalls(n: number, seed = 2_817): { subscribers: Subscriber[]; tokens: Token[]; calls: ApiCall[] } {
  const rand = seededRandom(seed);
  const subscribers: Subscriber[] = Array.from({ length: 300 }, (_, i) => ({ subscriber_id: 1 + i, tier: pick(rand, ['Basic', 'Plus', 'Max']), region: pick(rand, ['North', 'South']) }));
  const tokens: Token[] = Array.from({ length: 700 }, (_, i) => ({ token_id: 5_000 + i, subscriber_id: 1 + Math.floor(rand() * 300), label: pick(rand, ['live', 'test']) }));
  const calls: ApiCall[] = Array.from({ length: n }, (_, i) => ({ call_id: 1 + i, token_id: 5_000 + Math.floor(rand() * 700), route: pick(rand, ['/a', '/b', '/c']), charged_usd: Math.round(rand() * 100) / 1_000 }));
  return { subscribers, tokens, calls };
}
