// A garden-shop chain: a product catalog (with a unit cost), a store list (with an opening date)
// and 5,000 sales lines that refer to both by id. Its traps: units sold and sales amounts live in
// the sales lines, not in the catalog's cost column; "which store" is answered with the store's
// name, not its number; "the oldest store" is the earliest opening date; "the last sale" is the
// latest sale date.
import { join } from 'node:path';
import { groupBy, sumOf } from '../compute.ts';
import { amount, count, day, decline, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product { product_id: string; product_name: string; brand: string; unit_cost: number }
interface Store { store_id: number; store_name: string; city: string; opened_on: string }
interface Staff { staff_id: number; full_name: string; store_id: number; date_of_birth: string; hire_date: string }
interface Sale { sale_id: number; sale_date: string; store_id: number; product_id: string; quantity: number; sales_amount: number }

const BRANDS = ['Greenleaf', 'Terra', 'Bloomwell', 'Rootstock'];
const ITEMS = ['Trowel', 'Rake', 'Hose', 'Planter', 'Seed Mix', 'Compost', 'Shears', 'Gloves', 'Watering Can', 'Lantern', 'Bird Feeder', 'Spade'];
const STORE_NAMES = ['Riverside', 'Old Mill', 'Hilltop', 'Market Cross', 'Northgate', 'Canal Wharf', 'Elm Park', 'Station Yard'];
const CITIES = ['York', 'Bath', 'Derby', 'Exeter'];

const FIRST = ['Ada', 'Bram', 'Cleo', 'Dev', 'Esme', 'Finn', 'Gwen', 'Hal', 'Isla', 'Joel'];
const LAST = ['Marsh', 'Penn', 'Quill', 'Royce', 'Stroud', 'Thorne'];

function generate(): { products: Product[]; stores: Store[]; sales: Sale[]; staff: Staff[] } {
  const random = createRandom(523);
  const products = ITEMS.flatMap((item, i) =>
    BRANDS.filter((_, b) => (i + b) % 3 !== 0).map((brand, b) => ({ product_id: `GP-${String(100 + i * 4 + b)}`, product_name: `${brand} ${item}`, brand, unit_cost: random.float(2, 60, 2) })),
  );
  const stores = STORE_NAMES.map((name, i) => ({ store_id: 11 + i * 3, store_name: name, city: random.pick(CITIES), opened_on: random.date('1998-01-01', '2021-12-31') }));
  const sales = Array.from({ length: 5_000 }, (_, i): Sale => {
    const p = random.pick(products);
    const quantity = random.weighted([1, 2, 3, 4, 6, 10], [40, 25, 15, 10, 6, 4]);
    return {
      sale_id: 70_001 + i,
      sale_date: random.date('2023-01-01', '2024-12-31'),
      store_id: random.weighted(stores, [20, 14, 12, 10, 16, 9, 11, 8]).store_id,
      product_id: p.product_id,
      quantity,
      sales_amount: Math.round(quantity * p.unit_cost * random.float(1.4, 2.2, 2) * 100) / 100,
    };
  });
  const staff = Array.from({ length: 48 }, (_, i): Staff => ({
    staff_id: 400 + i,
    full_name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    store_id: random.pick(stores).store_id,
    date_of_birth: random.date('1960-01-01', '2003-12-31'),
    hire_date: random.date('2010-01-01', '2024-06-30'),
  }));
  return { products, stores, sales, staff };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'product_id', value: (r) => r.product_id },
  { header: 'product_name', value: (r) => r.product_name },
  { header: 'brand', value: (r) => r.brand },
  { header: 'unit_cost', value: (r) => r.unit_cost },
];
const STORE_COLUMNS: Column<Store>[] = [
  { header: 'store_id', value: (r) => r.store_id },
  { header: 'store_name', value: (r) => r.store_name },
  { header: 'city', value: (r) => r.city },
  { header: 'opened_on', value: (r) => r.opened_on },
];
const STAFF_COLUMNS: Column<Staff>[] = [
  { header: 'staff_id', value: (r) => r.staff_id },
  { header: 'full_name', value: (r) => r.full_name },
  { header: 'store_id', value: (r) => r.store_id },
  { header: 'date_of_birth', value: (r) => r.date_of_birth },
  { header: 'hire_date', value: (r) => r.hire_date },
];
const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'sale_id', value: (r) => r.sale_id },
  { header: 'sale_date', value: (r) => r.sale_date },
  { header: 'store_id', value: (r) => r.store_id },
  { header: 'product_id', value: (r) => r.product_id },
  { header: 'quantity', value: (r) => r.quantity },
  { header: 'sales_amount', value: (r) => r.sales_amount },
];

export const shop: BusinessSchema = {
  name: 'shop',
  description: 'Garden shops: a product catalog, a store list and 5,000 sales lines joined by ids (CSV)',
  async build(dir) {
    const { products, stores, sales, staff } = generate();
    const files = [
      await writeCsv(join(dir, 'products.csv'), PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'stores.csv'), STORE_COLUMNS, stores),
      await writeCsv(join(dir, 'sales.csv'), SALE_COLUMNS, sales),
      await writeCsv(join(dir, 'staff.csv'), STAFF_COLUMNS, staff),
    ];
    const q = questionSet('shop');
    const brandOf = new Map(products.map((p) => [p.product_id, p.brand]));
    const storeName = new Map(stores.map((s) => [s.store_id, s.store_name]));

    q.ask('How many units were sold?', count(sumOf(sales, (r) => r.quantity)));
    q.ask('What did Terra products sell for in total?', amount(sumOf(sales, (r) => r.sales_amount, (r) => brandOf.get(r.product_id) === 'Terra')));
    q.ask('how many units of Bloomwell products were sold?', count(sumOf(sales, (r) => r.quantity, (r) => brandOf.get(r.product_id) === 'Bloomwell')));
    q.ask('Which store had the highest total sales amount?', winner(groupBy(sales, (r) => storeName.get(r.store_id)!, 'sum', (r) => r.sales_amount)));
    q.ask('Which is the oldest store?', winner(new Map(stores.map((s) => [s.store_name, -Date.parse(s.opened_on)]))));
    q.ask('When was the last sale?', day(sales.map((r) => r.sale_date).sort().at(-1)!));
    q.ask('total sales amount by brand', { kind: 'breakdown', rows: [...groupBy(sales, (r) => brandOf.get(r.product_id)!, 'sum', (r) => r.sales_amount)].map(([key, value]) => ({ key, value })), decimals: 2 });
    q.ask('Who is the oldest staff member?', winner(new Map(staff.map((p) => [p.full_name, -Date.parse(p.date_of_birth)]))));
    q.ask('Which store sold the most units?', winner(groupBy(sales, (r) => storeName.get(r.store_id)!, 'sum', (r) => r.quantity)));

    q.ask('What is the profit margin of Terra products?', decline('no margin column'));
    return { files, questions: q.questions };
  },
};
