// A garden centre: its products (XLSX; SKUs as text ids, products named "Total Lawn Feed" and
// "Total Weedkiller" that are products and not summary rows, weights blank for plants, origin
// countries "UK", "NL", "US", "IT") and a large till-sales table (CSV) where returns are lines
// with negative quantities and negative totals, staff left blank on self-service tills.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { companyNames } from '../vocabulary.ts';
import { between } from '../dev5/dates.ts';

interface Product { sku: string; name: string; category: string; supplier: string; price: number; weight: number | null; origin: string }
interface Sale { receipt: number; line: number; sku: string; soldAt: string; quantity: number; total: number; till: string; payment: string; staff: string | null; loyalty: string | null }

const CATALOGUE: Record<string, { names: string[]; price: [number, number] }> = {
  Plants: { names: ['Lavender', 'Rose', 'Hydrangea', 'Fern', 'Olive Tree', 'Boxwood', 'Clematis', 'Geranium', 'Hosta', 'Fuchsia'], price: [3, 45] },
  Seeds: { names: ['Tomato Seeds', 'Carrot Seeds', 'Basil Seeds', 'Sunflower Seeds', 'Wildflower Mix', 'Lettuce Seeds', 'Pea Seeds'], price: [1, 6] },
  Tools: { names: ['Trowel', 'Secateurs', 'Spade', 'Rake', 'Hoe', 'Loppers', 'Watering Can', 'Hose Reel'], price: [6, 60] },
  'Compost & Soil': { names: ['Multi-Purpose Compost', 'Peat-Free Compost', 'Topsoil', 'Bark Mulch', 'Potting Grit', 'Ericaceous Compost'], price: [4, 15] },
  'Garden Furniture': { names: ['Bench', 'Bistro Set', 'Sun Lounger', 'Parasol', 'Picnic Table', 'Hammock'], price: [40, 420] },
  Pots: { names: ['Terracotta Pot', 'Glazed Pot', 'Window Box', 'Hanging Basket', 'Plastic Planter'], price: [3, 55] },
};
const VARIANTS = ['Small', 'Medium', 'Large', 'Classic', 'Deluxe', 'Mini', 'XL', 'Premium', 'Heritage', 'Cottage', 'Patio', 'Compact'];
const STAFF = ['Hazel Green', 'Rowan Ash', 'Ivy Thorn', 'Basil Moss', 'Holly Birch', 'Reed Fenn'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function generate(): { products: Product[]; sales: Sale[] } {
  const random = createRandom(11_404);
  const suppliers = companyNames(random, 18);
  const products: Product[] = [];
  const seen = new Set<string>();
  const add = (name: string, category: string) => {
    const [low, high] = CATALOGUE[category].price;
    products.push({
      sku: `GC-${String(products.length + 1).padStart(5, '0')}`,
      name,
      category,
      supplier: random.pick(suppliers),
      price: random.float(low, high, 2),
      weight: category === 'Plants' ? null : random.float(0.1, category === 'Garden Furniture' ? 40 : 25, 1),
      origin: random.weighted(['UK', 'NL', 'US', 'IT'], [44, 27, 16, 13]),
    });
  };
  add('Total Lawn Feed 10kg', 'Compost & Soil');
  add('Total Weedkiller 1L', 'Tools');
  while (products.length < 360) {
    const category = random.weighted(Object.keys(CATALOGUE), [34, 16, 15, 12, 9, 14]);
    const name = `${random.pick(VARIANTS)} ${random.pick(CATALOGUE[category].names)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    add(name, category);
  }
  const popular = products.map(() => random.next() ** 2 + 0.05);
  const sales: Sale[] = [];
  let receipt = 880_000;
  while (sales.length < 180_000) {
    receipt++;
    const day = random.date('2024-03-01', '2025-10-31');
    const soldAt = `${day} ${String(random.int(8, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const isReturn = random.chance(0.06);
    const till = random.weighted(['Till 1', 'Till 2', 'Till 3', 'Self-Service'], [31, 27, 22, 20]);
    const payment = random.weighted(['Card', 'Cash', 'Gift Card'], [68, 24, 8]);
    const loyalty = random.chance(0.37) ? String(random.int(6_000_000, 6_099_999)) : null;
    const staff = till === 'Self-Service' ? null : random.weighted(STAFF, [22, 19, 17, 16, 14, 12]);
    const lines = isReturn ? 1 : random.int(1, 4);
    for (let line = 1; line <= lines; line++) {
      const product = random.weighted(products, popular);
      const quantity = (isReturn ? -1 : 1) * random.weighted([1, 2, 3, 4, 6], [55, 22, 11, 7, 5]);
      sales.push({ receipt, line, sku: product.sku, soldAt, quantity, total: roundTo(quantity * product.price, 2), till, payment, staff, loyalty });
    }
  }
  return { products, sales };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'sku', value: (r) => r.sku },
  { header: 'product_name', value: (r) => r.name },
  { header: 'category', value: (r) => r.category },
  { header: 'supplier', value: (r) => r.supplier },
  { header: 'unit_price_gbp', value: (r) => r.price },
  { header: 'weight_kg', value: (r) => r.weight },
  { header: 'country_of_origin', value: (r) => r.origin },
];
const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'receipt_no', value: (r) => r.receipt },
  { header: 'line_no', value: (r) => r.line },
  { header: 'sku', value: (r) => r.sku },
  { header: 'sold_at', value: (r) => r.soldAt },
  { header: 'qty', value: (r) => r.quantity },
  { header: 'line_total_gbp', value: (r) => r.total },
  { header: 'till', value: (r) => r.till },
  { header: 'payment', value: (r) => r.payment },
  { header: 'staff_member', value: (r) => r.staff },
  { header: 'loyalty_card_no', value: (r) => r.loyalty },
];

export const gardenCentre: BusinessSchema = {
  name: 'gardencentre',
  description: 'Products (360 rows, XLSX, "Total ..." products, text SKUs) and till sales (180,000 rows, CSV): returns as negative quantities, blank staff',
  async build(dir) {
    const { products, sales } = generate();
    const files = [
      await writeXlsx(join(dir, 'products.xlsx'), 'products', PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'till_sales.csv'), SALE_COLUMNS, sales),
    ];
    const q = questionSet('gardencentre');
    const productOf = new Map(products.map((p) => [p.sku, p]));
    const of = (r: Sale) => productOf.get(r.sku)!;
    const sold = (from: string, to: string) => (r: Sale) => between(r.soldAt, from, to);
    const isReturn = (r: Sale) => r.quantity < 0;
    const weekday = (r: Sale) => WEEKDAYS[new Date(`${r.soldAt.slice(0, 10)}T00:00:00Z`).getUTCDay()];
    const receipts = (where: (r: Sale) => boolean) => new Set(sales.filter(where).map((r) => r.receipt)).size;

    q.ask('How many products do we stock?', count(products.length));
    q.ask('How many returns did we process?', count(countWhere(sales, isReturn)));
    q.ask('How many units were returned in total?', count(-sumOf(sales, (r) => r.quantity, isReturn)));
    q.ask('What are net sales after returns?', amount(sumOf(sales, (r) => r.total)));
    q.ask('Gross sales before returns?', amount(sumOf(sales, (r) => r.total, (r) => !isReturn(r))));
    q.ask('How many units of Total Lawn Feed 10kg did we sell, net of returns?', count(sumOf(sales, (r) => r.quantity, (r) => r.sku === 'GC-00001')));
    q.ask('Revenue from Total Weedkiller 1L in 2025', amount(sumOf(sales, (r) => r.total, (r) => r.sku === 'GC-00002' && sold('2025-01-01', '2025-12-31')(r))));
    q.ask('Which category has the highest net sales?', winner(groupBy(sales, (r) => of(r).category, 'sum', (r) => r.total)));
    q.ask('Top 5 products by net revenue', ranking(ranked(groupBy(sales, (r) => of(r).name, 'sum', (r) => r.total), 5)));
    q.ask('Which till took the most cash?', winner(groupBy(sales, (r) => r.till, 'sum', (r) => r.total, (r) => r.payment === 'Cash')));
    q.ask('Average unit price of seeds?', amount(avgOf(products, (r) => r.price, (r) => r.category === 'Seeds')));
    q.ask("What's our most expensive product?", { kind: 'name', value: [...products].sort((a, b) => b.price - a.price)[0].name, others: [...products].sort((a, b) => b.price - a.price).slice(1, 6).map((p) => p.name) });
    q.ask('How many products come from NL?', count(countWhere(products, (r) => r.origin === 'NL')));
    q.ask('How many products have no weight listed?', count(countWhere(products, (r) => r.weight === null)));
    q.ask('Sales by payment method', breakdown(groupBy(sales, (r) => r.payment, 'sum', (r) => r.total)));
    q.ask('Which month had the highest net sales?', month(ranked(groupBy(sales, (r) => r.soldAt.slice(0, 7), 'sum', (r) => r.total), 1)[0]));
    q.ask('What share of till lines were returns?', percent(percentOf(countWhere(sales, isReturn), sales.length)));
    q.ask('How much did we refund in April 2025?', amount(-sumOf(sales, (r) => r.total, (r) => isReturn(r) && sold('2025-04-01', '2025-04-30')(r))));
    q.ask('How many receipts were there in May 2025?', count(receipts(sold('2025-05-01', '2025-05-31'))));
    q.ask('Net units of Compost & Soil sold in 2024', count(sumOf(sales, (r) => r.quantity, (r) => of(r).category === 'Compost & Soil' && sold('2024-01-01', '2024-12-31')(r))));
    q.ask('Which staff member processed the most returns?', winner(groupBy(sales, (r) => r.staff, 'count', undefined, isReturn)));
    q.ask('How many sales lines have no staff member recorded?', count(countWhere(sales, (r) => r.staff === null)));
    q.ask("Which supplier's products brought in the most revenue?", winner(groupBy(sales, (r) => of(r).supplier, 'sum', (r) => r.total)));
    q.ask('What was the biggest single sale line?', amount(maxOf(sales, (r) => r.total)));
    q.ask('Which day of the week brings in the most money?', winner(groupBy(sales, weekday, 'sum', (r) => r.total)));
    q.ask('How many products cost less than £5?', count(countWhere(products, (r) => r.price < 5)));
    q.ask('Revenue from products made in the US', amount(sumOf(sales, (r) => r.total, (r) => of(r).origin === 'US')));
    q.ask('How many sales lines used a loyalty card?', count(countWhere(sales, (r) => r.loyalty !== null)));
    q.ask('Average line value for gift card payments?', amount(avgOf(sales, (r) => r.total, (r) => r.payment === 'Gift Card')));
    q.ask('Net units sold through Till 3 in March 2025', count(sumOf(sales, (r) => r.quantity, (r) => r.till === 'Till 3' && sold('2025-03-01', '2025-03-31')(r))));
    q.ask('Top 3 garden furniture items by units sold', ranking(ranked(groupBy(sales, (r) => of(r).name, 'sum', (r) => r.quantity, (r) => of(r).category === 'Garden Furniture'), 3)));

    q.ask("What's our gross margin on tools?", decline('no cost column'));
    q.ask('How many plants died in the greenhouse last month?', decline('no losses column'));
    q.ask('What is the average age of our customers?', decline('no customer age'));
    q.ask('How much stock of Total Lawn Feed 10kg is left?', decline('no stock column'));
    q.ask('What was the footfall on Saturdays?', decline('no footfall column'));
    q.ask('How much did we spend on advertising this spring?', decline('no marketing spend'));
    q.ask('Which products are out of season?', decline('no season column'));
    q.ask('What is the reorder level for compost?', decline('no reorder column'));
    q.ask('How many supplier deliveries arrived late?', decline('no supplier deliveries'));
    return { files, questions: q.questions };
  },
};
