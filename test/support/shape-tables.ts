// Tables for the answer-shape check's HTTP tests: each has the trap behind one kind of confident
// mistake whose answer did not fit the question (a breakdown for "how many", ids for a percent, a
// price added up for "how many", a catalog's cost ranked for "units sold"). Seeded; the rows are
// returned so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

const date = (rand: () => number, years: number[]) =>
  `${pick(rand, years)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;

export type CourierRun = { run_id: number; run_date: string; van_plate: string; van_city: string; parcels: number; fuel_cost: number };

/** Courier runs by 45 vans, each based in one city: a van repeats over many runs. */
export function courierRuns(n: number, seed = 31): CourierRun[] {
  const rand = seededRandom(seed);
  const vans = Array.from({ length: 45 }, (_, i) => ({ plate: `YK${10 + i}-VAN`, city: pick(rand, ['York', 'Hull', 'Selby', 'Ripon']) }));
  return Array.from({ length: n }, (_, i) => {
    const v = pick(rand, vans);
    return {
      run_id: 40_000 + i,
      run_date: date(rand, [2023, 2024]),
      van_plate: v.plate,
      van_city: v.city,
      parcels: 5 + Math.floor(rand() * 60),
      fuel_cost: Math.round(2_000 + rand() * 9_000) / 100,
    };
  });
}

export type Parcel = { parcel_ref: string; dest_country: string; service_level: string; weight_kg: number; postage: number };

/** Parcels with a destination country code (US, CA, DE...) and a service level. */
export function parcels(n: number, seed = 37): Parcel[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const country = pick(rand, ['US', 'CA', 'DE', 'FR', 'MX', 'JP']);
    return {
      parcel_ref: `PX-${String(100_000 + i * 7)}`,
      dest_country: country,
      service_level: rand() < (country === 'US' ? 0.42 : 0.25) ? 'Express' : pick(rand, ['Standard', 'Economy']),
      weight_kg: Math.round(rand() * 300) / 10,
      postage: Math.round(800 + rand() * 9_000) / 100,
    };
  });
}

export type Condo = { listing_id: number; city: string; bedrooms: number; listing_status: string; list_price: number; sold_price: number | null };

/** Condo listings: a sold price only for those that closed; the status says Closed, Active or Expired. */
export function condos(n: number, seed = 41): Condo[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const listing_status = pick(rand, ['Closed', 'Closed', 'Active', 'Expired']);
    const list_price = Math.round(150_000 + rand() * 600_000);
    return {
      listing_id: 9_000 + i,
      city: pick(rand, ['Austin', 'Denver', 'Tampa', 'Boise']),
      bedrooms: 1 + Math.floor(rand() * 4),
      listing_status,
      list_price,
      sold_price: listing_status === 'Closed' ? Math.round(list_price * (0.9 + rand() * 0.15)) : null,
    };
  });
}

export type CatalogItem = { sku: string; item_name: string; aisle: string; unit_cost: number };
export type TillLine = { line_id: number; sold_on: string; sku: string; qty: number; line_total: number };

/** A catalog with a unit cost, and till lines that refer to it by sku with the quantity sold. */
export function tillSales(n: number, seed = 43): { catalog: CatalogItem[]; lines: TillLine[] } {
  const rand = seededRandom(seed);
  const catalog = Array.from({ length: 30 }, (_, i) => ({
    sku: `SK-${300 + i}`,
    item_name: `${pick(rand, ['Oak', 'Pine', 'Slate', 'Fern'])} ${['Lamp', 'Stool', 'Shelf', 'Rug', 'Vase', 'Clock'][i % 6]} ${i}`,
    aisle: pick(rand, ['A', 'B', 'C', 'D']),
    unit_cost: Math.round(300 + rand() * 9_000) / 100,
  }));
  const lines = Array.from({ length: n }, (_, i) => {
    const item = pick(rand, catalog);
    const qty = 1 + Math.floor(rand() * rand() * 12);
    return { line_id: 60_000 + i, sold_on: date(rand, [2024]), sku: item.sku, qty, line_total: Math.round(qty * item.unit_cost * 170) / 100 };
  });
  return { catalog, lines };
}

export type Loan = { loan_id: number; loaned_on: string; due_on: string; returned_on: string | null; late_fee_gbp: number; loan_status: string };

/**
 * Library loans: a late fee (pounds) only on late returns, growing with the days late, so a share of
 * the fee total is not the share of loans returned late (after their due date; no column says
 * "late" on its own); the status is Returned, Overdue or Cancelled.
 */
export function loans(n: number, seed = 43): Loan[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const loan_status = rand() < 0.08 ? 'Cancelled' : rand() < 0.05 ? 'Overdue' : 'Returned';
    const loaned = new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 700) * 86_400_000);
    const day = (offset: number) => new Date(loaned.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const daysKept = 3 + Math.floor(rand() * 30);
    const late = loan_status === 'Returned' && daysKept > 21;
    return {
      loan_id: 70_000 + i,
      loaned_on: day(0),
      due_on: day(21),
      returned_on: loan_status === 'Returned' ? day(daysKept) : null,
      late_fee_gbp: late ? Math.round((daysKept - 21) * (20 + rand() * 80)) / 100 : 0,
      loan_status,
    };
  });
}
