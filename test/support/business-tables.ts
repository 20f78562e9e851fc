// Business tables of realistic size for the builtin engine's tests, generated from a seed, with
// the rows kept so that tests compute expected answers themselves (never through the service).
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

export type Employee = { employee_id: number; full_name: string; department: string; city: string; salary: number; hire_date: string };
export type Customer = { customer_id: number; customer_name: string; country: string };
export type Order = { order_id: number; customer_id: number; order_date: string; amount: number; status: string };
export type Product = { product: string; category: string; units: number; revenue: number };

const FIRST = ['Ana', 'Ben', 'Chloe', 'David', 'Eva', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Luca', 'Maya', 'Noah', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sami', 'Tara'];
const LAST = ['Lopez', 'Schmidt', 'Silva', 'Novak', 'Rossi', 'Dubois', 'Khan', 'Berg', 'Costa', 'Meyer', 'Sato', 'Walsh', 'Ortiz', 'Kowalski', 'Haddad'];
export const DEPARTMENTS = ['Engineering', 'Marketing', 'Sales', 'IT', 'Finance', 'Operations', 'Legal'];
export const CITIES = ['Berlin', 'Lisbon', 'Madrid', 'Paris', 'Warsaw', 'Dublin', 'Vienna', 'Prague'];
const COUNTRIES = ['Canada', 'US', 'Mexico', 'Germany', 'France', 'Japan', 'Brazil'];
const STATUSES = ['shipped', 'delivered', 'cancelled', 'pending'];

export function employees(n: number, seed = 7): Employee[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const department = pick(rand, DEPARTMENTS);
    const base = department === 'Engineering' ? 85_000 : department === 'Legal' ? 90_000 : 60_000;
    const year = 2015 + Math.floor(rand() * 10);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    return {
      employee_id: 1000 + i,
      full_name: `${pick(rand, FIRST)} ${pick(rand, LAST)} ${i}`,
      department,
      city: pick(rand, CITIES),
      salary: base + Math.round(rand() * 40_000),
      hire_date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  });
}

export function customers(n: number, seed = 11): Customer[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({ customer_id: 5000 + i, customer_name: `Customer ${5000 + i}`, country: pick(rand, COUNTRIES) }));
}

export function orders(n: number, customerList: Customer[], seed = 13): Order[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    return {
      order_id: 100_000 + i,
      customer_id: pick(rand, customerList).customer_id,
      order_date: `${2022 + Math.floor(rand() * 3)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      amount: Math.round(rand() * 100_000) / 100,
      status: pick(rand, STATUSES),
    };
  });
}

/** Products, one of them named "Total Gym 2000", followed by a real summary row. */
export function productsWithSummary(n: number, seed = 17): { rows: Product[]; summary: Product } {
  const rand = seededRandom(seed);
  const rows = Array.from({ length: n }, (_, i): Product => ({
    product: i === 3 ? 'Total Gym 2000' : `Product ${i}`,
    category: pick(rand, ['Fitness', 'Outdoor', 'Home', 'Garden']),
    units: 1 + Math.floor(rand() * 500),
    revenue: Math.round(rand() * 1_000_000) / 100,
  }));
  const summary: Product = {
    product: 'Total',
    category: '',
    units: rows.reduce((s, r) => s + r.units, 0),
    revenue: Math.round(rows.reduce((s, r) => s + r.revenue, 0) * 100) / 100,
  };
  return { rows, summary };
}

/** The sum of `value` per `key` over rows: the expected figures of a breakdown, computed apart from the engine. */
export function totals<T>(rows: T[], key: (r: T) => string, value: (r: T) => number): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
}

export function toCsv<T extends Record<string, unknown>>(rows: T[]): string {
  const headers = Object.keys(rows[0]);
  const cell = (v: unknown) => {
    const s = String(v ?? '');
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [headers.join(','), ...rows.map((r) => headers.map((h) => cell(r[h])).join(','))].join('\n') + '\n';
}

export type Trip = {
  trip_id: number;
  trip_date: string;
  depot: string;
  vehicle_type: string;
  vehicle_code: string;
  model_year: number;
  cargo_kg: number;
  outcome: string;
  items_qty: number;
  item_price: number;
};

/**
 * Delivery trips with the shapes behind confident mistakes: a year-valued attribute beside the
 * trip date, blank outcomes, a quantity beside a price, a repeated vehicle code.
 */
export function trips(n: number, seed = 19): Trip[] {
  const rand = seededRandom(seed);
  const vehicles = Array.from({ length: 60 }, (_, i) => ({ code: `V-${100 + i}`, type: pick(rand, ['Van', 'Truck', 'Pickup']), year: 2010 + Math.floor(rand() * 14) }));
  return Array.from({ length: n }, (_, i) => {
    const v = pick(rand, vehicles);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    const known = rand() < 0.8;
    return {
      trip_id: 700_000 + i,
      trip_date: `${2022 + Math.floor(rand() * 3)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      depot: pick(rand, ['Leeds', 'Bristol', 'Glasgow', 'Cardiff']),
      vehicle_type: v.type,
      vehicle_code: v.code,
      model_year: v.year,
      cargo_kg: Math.round(rand() * rand() * 50_000) / 10,
      outcome: known ? (rand() < (v.type === 'Truck' ? 0.35 : 0.12) ? 'Late' : 'On Time') : '',
      items_qty: Math.floor(rand() * 6),
      item_price: Math.round(500 + rand() * 5_000) / 100,
    };
  });
}

/** Visits whose regions tie three ways for the most rows. */
export function tiedVisits(): Array<{ visit_id: number; region: string; minutes: number }> {
  const counts: Array<[string, number]> = [['North', 400], ['South', 400], ['East', 400], ['West', 150]];
  return counts.flatMap(([region, n], k) => Array.from({ length: n }, (_, i) => ({ visit_id: 900_000 + k * 1000 + i, region, minutes: 5 + ((i * 7) % 50) })));
}

export type MeterReading = { reading_id: number; sensor_id: string; site: string; region: string; reading_date: string; energy_kwh: number; calibration: string };

/** Readings of 40 sensors: a sensor repeats over many rows; region codes read as English words (IS, NO, OR). */
export function meterReadings(n: number, seed = 23): MeterReading[] {
  const rand = seededRandom(seed);
  const sensors = Array.from({ length: 40 }, (_, i) => ({ id: `M${500 + i}`, site: pick(rand, ['Harbour', 'Airport', 'Foundry', 'Depot']), region: pick(rand, ['IS', 'NO', 'OR', 'UK']) }));
  return Array.from({ length: n }, (_, i) => {
    const s = pick(rand, sensors);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    return {
      reading_id: 300_000 + i,
      sensor_id: s.id,
      site: s.site,
      region: s.region,
      reading_date: `${2023 + Math.floor(rand() * 2)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      energy_kwh: Math.round(rand() * rand() * 20_000) / 100,
      calibration: pick(rand, ['A', 'B', 'C']),
    };
  });
}

export type ShopProduct = { product_id: string; product_name: string; brand: string; unit_cost: number };
export type ShopStore = { store_id: number; store_name: string; opened_on: string };
export type ShopSale = { sale_id: number; sale_date: string; store_id: number; product_id: string; quantity: number; sales_amount: number };

/** A product catalog and a store list, and sales lines that refer to both by id. */
export function shopSales(n: number, seed = 29): { products: ShopProduct[]; stores: ShopStore[]; sales: ShopSale[] } {
  const rand = seededRandom(seed);
  const products = Array.from({ length: 24 }, (_, i) => ({ product_id: `P-${200 + i}`, product_name: `${['Acme', 'Birch', 'Cobalt'][i % 3]} Tool ${i}`, brand: ['Acme', 'Birch', 'Cobalt'][i % 3], unit_cost: Math.round(200 + rand() * 5_000) / 100 }));
  const stores = ['Riverside', 'Old Mill', 'Hilltop', 'Northgate'].map((store_name, i) => ({ store_id: 21 + i * 4, store_name, opened_on: `${2001 + i * 5 - (i === 2 ? 12 : 0)}-0${1 + i}-15` }));
  const sales = Array.from({ length: n }, (_, i) => {
    const p = pick(rand, products);
    const quantity = 1 + Math.floor(rand() * 5);
    const month = 1 + Math.floor(rand() * 12);
    return {
      sale_id: 80_000 + i,
      sale_date: `2024-${String(month).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
      store_id: pick(rand, stores).store_id,
      product_id: p.product_id,
      quantity,
      sales_amount: Math.round(quantity * p.unit_cost * 180) / 100,
    };
  });
  return { products, stores, sales };
}

export type DepotVehicle = { vehicle_id: string; registration: string; depot: string };
export type DepotTrip = { trip_id: number; vehicle_id: string; trip_date: string; destination: string; service: string; status: string; fare: number };

/**
 * Vans and their trips, joined by vehicle_id: the depot is on the vehicle, the destination (country
 * codes US, CA, MX) and the service level on the trip.
 */
export function depotTrips(n: number, seed = 31): { vehicles: DepotVehicle[]; trips: DepotTrip[] } {
  const rand = seededRandom(seed);
  const vehicles = Array.from({ length: 50 }, (_, i) => ({ vehicle_id: `VH-${300 + i}`, registration: `YK${10 + i} ${String.fromCharCode(65 + (i % 26))}BC`, depot: pick(rand, ['York', 'Hull', 'Leeds']) }));
  const trips = Array.from({ length: n }, (_, i) => ({
    trip_id: 500_000 + i,
    vehicle_id: pick(rand, vehicles).vehicle_id,
    trip_date: `2024-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    destination: pick(rand, ['US', 'CA', 'MX']),
    service: pick(rand, ['Express', 'Standard', 'Economy']),
    status: rand() < 0.85 ? 'completed' : 'cancelled',
    fare: Math.round(800 + rand() * 20_000) / 100,
  }));
  return { vehicles, trips };
}

export type Enrolment = { enrolment_id: number; module: string; status: string };

/** Module enrolments passed, failed or withdrawn. */
export function enrolments(n: number, seed = 37): Enrolment[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const r = rand();
    return { enrolment_id: 80_000 + i, module: pick(rand, ['Algebra', 'Botany', 'Drama']), status: r < 0.6 ? 'passed' : r < 0.8 ? 'failed' : 'withdrawn' };
  });
}

export type CatalogProduct = { sku: string; product_name: string; unit_cost: number; list_price: number };
export type CatalogLine = { line_id: number; sku: string; store_id: number; store_name: string; quantity: number };

/**
 * A product catalog (unit cost, list price; three products tie for the highest list price) and sales
 * lines with the quantity sold, joined by sku. The lines carry store_id beside store_name with as
 * many names as ids, but not one name per id: store 33's later lines are written as Riverside.
 */
export function catalogSales(n: number, seed = 41): { products: CatalogProduct[]; lines: CatalogLine[] } {
  const rand = seededRandom(seed);
  const products = Array.from({ length: 20 }, (_, i) => ({ sku: `SKU-${100 + i}`, product_name: `${['Forge', 'Keystone'][i % 2]} ${['Hammer', 'Level', 'Saw', 'Chisel', 'Primer', 'Hinge', 'Rake', 'Hose', 'Trowel', 'Spade'][Math.floor(i / 2)]}`, unit_cost: Math.round(150 + rand() * 4_000) / 100, list_price: Math.round(500 + rand() * 9_000) / 100 }));
  for (const i of [3, 8, 15]) products[i].list_price = 120;
  const weights = products.map((_, i) => 1 + ((i * 7) % 11));
  const total = weights.reduce((s, w) => s + w, 0);
  const stores: Array<[number, string]> = [[21, 'Riverside'], [25, 'Old Mill'], [29, 'Hilltop'], [33, 'Northgate']];
  const lines = Array.from({ length: n }, (_, i) => {
    let r = rand() * total;
    const p = products.find((_, k) => (r -= weights[k]) < 0) ?? products[0];
    const [store_id, name] = pick(rand, stores);
    return { line_id: 900_000 + i, sku: p.sku, store_id, store_name: store_id === 33 && i > n / 2 ? 'Riverside' : name, quantity: 1 + Math.floor(rand() * rand() * 12) };
  });
  return { products, lines };
}

export type Listing = { listing_id: string; property_type: string; status: string; 'Sold Price': number | null; list_price: number };

/**
 * Property listings, sold or available, with a sold price blank while available. `Sold` and
 * `Available` are written capitalised, as the words a question uses for them ("sold", "available").
 */
export function listings(n: number, seed = 43): Listing[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const sold = rand() < 0.45;
    const price = Math.round(90_000 + rand() * 500_000);
    return { listing_id: `L-${40_000 + i}`, property_type: pick(rand, ['Condo', 'House', 'Townhouse']), status: sold ? 'Sold' : 'Available', 'Sold Price': sold ? Math.round(price * (0.9 + rand() * 0.15)) : null, list_price: price };
  });
}

export type LibraryBook = { book_id: number; title: string; genre: string; published_year: number };
export type BookLoan = { loan_id: number; book_id: number; borrowed_on: string; member_no: string; copies: number };

/**
 * A library catalogue and its loans sharing book_id: every 150th book (from the sixth) is never
 * borrowed, and the books of every 40th place (from the eleventh) only until the end of 2023.
 */
export function libraryLoans(n: number, seed = 47): { books: LibraryBook[]; loans: BookLoan[] } {
  const rand = seededRandom(seed);
  const words = ['Amber', 'Brook', 'Cedar', 'Dawn', 'Ember', 'Frost', 'Grove', 'Haven', 'Iris', 'Juniper', 'Kestrel', 'Linden', 'Moss', 'Nettle', 'Oak', 'Pine', 'Quill', 'Rowan', 'Sage', 'Thorn'];
  const books = Array.from({ length: 1_200 }, (_, i) => ({
    book_id: 7_001 + i,
    title: `${words[i % 20]} ${words[Math.floor(i / 20) % 20]} ${Math.floor(i / 400) + 1}`,
    genre: pick(rand, ['Fiction', 'Poetry', 'History', 'Travel']),
    published_year: 1960 + Math.floor(rand() * 64),
  }));
  const lent = books.filter((_, i) => i % 150 !== 5);
  const loans = Array.from({ length: n }, (_, i) => {
    const k = Math.floor(rand() * lent.length);
    const early = k % 40 === 10;
    const month = 1 + Math.floor(rand() * 12);
    return {
      loan_id: 60_000 + i,
      book_id: lent[k].book_id,
      borrowed_on: `${early ? 2023 : 2023 + Math.floor(rand() * 2)}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
      member_no: `M-${100 + Math.floor(rand() * 300)}`,
      // Schools borrow several copies at once: few loans, many copies.
      copies: lent[k].genre === 'Travel' && rand() < 0.3 ? 8 : 1 + Math.floor(rand() * 2),
    };
  });
  return { books, loans };
}

export type Flight = { flight_id: string; destination: string; departure_date: string; aircraft: string };
export type FlightBooking = { booking_id: number; flight_id: string; booked_on: string; fare: number };

/** Flights and the bookings on them, sharing flight_id; destinations weighted so the ranking is clear. */
export function flightBookings(n: number, seed = 53): { flights: Flight[]; bookings: FlightBooking[] } {
  const rand = seededRandom(seed);
  const destinations = ['Oslo', 'Lisbon', 'Athens', 'Dublin', 'Vienna', 'Krakow', 'Seville'];
  const flights = Array.from({ length: 1_000 }, (_, i) => ({
    flight_id: `FL-${5_000 + i}`,
    destination: destinations[Math.min(6, Math.floor(rand() * rand() * 8))],
    departure_date: `2024-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    aircraft: pick(rand, ['A320', 'B737', 'E190']),
  }));
  const bookings = Array.from({ length: n }, (_, i) => ({
    booking_id: 300_000 + i,
    flight_id: pick(rand, flights).flight_id,
    booked_on: `2023-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    fare: Math.round(4_000 + rand() * 30_000) / 100,
  }));
  return { flights, bookings };
}

export type Film = { film_id: number; title: string; genre: string };
export type Screening = { screening_id: number; film_id: number; show_date: string; tickets_sold: number; ticket_revenue: number };

/** Films and their screenings sharing film_id: tickets counted in one column, their revenue in another. */
export function filmScreenings(n: number, seed = 59): { films: Film[]; screenings: Screening[] } {
  const rand = seededRandom(seed);
  const films = Array.from({ length: 1_000 }, (_, i) => ({ film_id: 400 + i, title: `Reel ${i + 1}`, genre: pick(rand, ['Drama', 'Comedy', 'Horror', 'Western']) }));
  const screenings = Array.from({ length: n }, (_, i) => {
    const film = pick(rand, films);
    const tickets = film.genre === 'Horror' ? 150 + Math.floor(rand() * 50) : 10 + Math.floor(rand() * 120);
    return { screening_id: 70_000 + i, film_id: film.film_id, show_date: `2024-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-15`, tickets_sold: tickets, ticket_revenue: Math.round(tickets * (600 + rand() * 800)) / 100 };
  });
  return { films, screenings };
}

export type LedgerSupplier = { supplier_id: number; supplier_name: string; country: string };
export type LedgerEntry = { entry_id: number; posted_on: string; category: string; supplier_id: number | null; amount: number };

/** A bank ledger: money going out as negative amounts (paid to suppliers), customer receipts positive. */
export function signedLedger(n: number, seed = 47): { suppliers: LedgerSupplier[]; entries: LedgerEntry[] } {
  const rand = seededRandom(seed);
  const suppliers = Array.from({ length: 300 }, (_, i) => ({ supplier_id: 800 + i, supplier_name: `Vendor ${800 + i}`, country: pick(rand, COUNTRIES) }));
  const entries = Array.from({ length: n }, (_, i): LedgerEntry => {
    const day = `${2023 + Math.floor(rand() * 2)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
    if (rand() < 0.2) return { entry_id: 1 + i, posted_on: day, category: 'Sales receipts', supplier_id: null, amount: Math.round(rand() * 900_000) / 100 + 1_000 };
    const category = pick(rand, ['Travel', 'Rent', 'Software', 'Catering']);
    const size = Math.round(rand() * (category === 'Rent' ? 300_000 : 120_000)) / 100 + 10;
    return { entry_id: 1 + i, posted_on: day, category, supplier_id: pick(rand, suppliers).supplier_id, amount: -size };
  });
  return { suppliers, entries };
}

export type PrintJob = { job_code: string; client_name: string; product: string };
export type JobHours = { entry_id: number; job_code: string; worked_on: string; hours: number; hour_type: string };

/** Jobs whose client repeats over many jobs, and the hours logged on them (overtime entries shorter). */
export function jobTimesheet(n: number, seed = 53): { jobs: PrintJob[]; hours: JobHours[] } {
  const rand = seededRandom(seed);
  const jobs = Array.from({ length: 1_000 }, (_, i) => ({ job_code: `JB-${3000 + i}`, client_name: pick(rand, ['Acme Print', 'Blue Cafe', 'City School', 'Delta Homes']), product: pick(rand, ['Flyers', 'Posters', 'Banners']) }));
  const hours = Array.from({ length: n }, (_, i): JobHours => {
    const overtime = rand() < 0.2;
    return {
      entry_id: 1 + i,
      job_code: i % 20 === 0 ? jobs[5].job_code : i % 33 === 0 ? jobs[50].job_code : i % 51 === 0 ? jobs[500].job_code : pick(rand, jobs).job_code,
      worked_on: `2025-${String(1 + Math.floor(rand() * 9)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
      hours: overtime ? 0.5 + Math.floor(rand() * 4) / 2 : 2 + Math.floor(rand() * 13) / 2,
      hour_type: overtime ? 'Overtime' : 'Regular',
    };
  });
  return { jobs, hours };
}

export type MobileContract = { contract_id: string; plan_term: string; 'Monthly Fee (EUR)': number; signed_on: string };
export type MonthlyUsage = { contract_id: string; usage_month: string; data_gb: number };
export type RoamingSession = { contract_id: string; roaming_mb: number };

/**
 * Mobile contracts with a "Monthly Fee" header and a signing date, one usage row per contract and
 * month (the month as text, "Mar-2025"), and roaming sessions of the contracts, which have no date.
 */
export function mobileContracts(n: number, seed = 59): { contracts: MobileContract[]; usage: MonthlyUsage[]; roaming: RoamingSession[] } {
  const rand = seededRandom(seed);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const contracts = Array.from({ length: n }, (_, i): MobileContract => {
    const plan_term = pick(rand, ['Annual', 'Rolling', 'Two-year']);
    return {
      contract_id: `MC${10_000 + i}`,
      plan_term,
      'Monthly Fee (EUR)': (plan_term === 'Annual' ? 20 : 30) + Math.floor(rand() * 1_000) / 100,
      signed_on: `${2019 + Math.floor(rand() * 6)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    };
  });
  // Annual contracts use more months of data, so a fee averaged over usage rows would be weighted.
  const usage = contracts.flatMap((c) =>
    Array.from({ length: c.plan_term === 'Annual' ? 12 : 4 }, (_, m) => ({ contract_id: c.contract_id, usage_month: `${names[m]}-2025`, data_gb: Math.round(rand() * 400) / 10 })),
  );
  const roaming = Array.from({ length: 3_000 }, () => ({ contract_id: pick(rand, contracts).contract_id, roaming_mb: Math.round(rand() * 5_000) }));
  return { contracts, usage, roaming };
}
