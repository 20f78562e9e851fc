// A hardware chain: a product catalog (unit cost and list price, no sales), and 6,000 sales lines
// with the quantity sold, referring to the catalog by sku and naming their store. Its traps: units
// sold are SUM(quantity) of the sales lines through the sku, never the catalog's cost or price; a
// product written with its code in brackets is the product; two stores share one name, so "which
// store" is answered by its number; two products tie for the highest list price.
import { join } from 'node:path';
import { groupBy, ranked, sumOf } from '../compute.ts';
import { count, decline, names, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product { sku: string; product_name: string; category: string; unit_cost: number; list_price: number }
interface Line { line_id: number; sale_date: string; store_id: number; store_name: string; sku: string; quantity: number; line_total: number }

const CATEGORIES: Record<string, string[]> = {
  Tools: ['Claw Hammer', 'Spirit Level', 'Hand Saw', 'Chisel Set'],
  Paint: ['Primer', 'Gloss White', 'Masonry Paint', 'Wood Stain'],
  Garden: ['Hose Reel', 'Leaf Rake', 'Pruning Saw', 'Seed Tray'],
  Fixings: ['Wall Plugs', 'Wood Screws', 'Hinges', 'Cable Ties'],
};
const MAKERS = ['Forge', 'Keystone'];
const STORES = ['Riverside', 'Old Mill', 'Hilltop', 'Northgate', 'Canal Wharf', 'Elm Park'];

function generate(): { products: Product[]; lines: Line[] } {
  const random = createRandom(6113);
  const products = Object.entries(CATEGORIES).flatMap(([category, items], c) =>
    items.flatMap((item, i) => MAKERS.map((maker, m) => {
      const cost = random.float(1.5, 45, 2);
      return { sku: `SKU-${String(100 + c * 20 + i * 2 + m)}`, product_name: `${maker} ${item}`, category, unit_cost: cost, list_price: Math.round(cost * random.float(1.5, 2.5, 2) * 100) / 100 };
    })),
  );
  // Two products share the highest list price.
  const top = Math.max(...products.map((p) => p.list_price));
  products[7].list_price = top;
  const weights = products.map(() => random.int(1, 12));
  const storeIds = STORES.map((_, i) => 21 + i * 4);
  const lines = Array.from({ length: 6_000 }, (_, i): Line => {
    const p = random.weighted(products, weights);
    const quantity = random.weighted([1, 2, 3, 5, 8, 12], [40, 22, 16, 10, 7, 5]);
    const s = random.weighted(storeIds.map((_, k) => k), [22, 18, 16, 15, 15, 14]);
    return {
      line_id: 900_001 + i,
      sale_date: random.date('2023-01-01', '2024-12-31'),
      store_id: storeIds[s],
      store_name: STORES[s],
      sku: p.sku,
      quantity,
      line_total: Math.round(quantity * p.list_price * random.float(0.85, 1, 2) * 100) / 100,
    };
  });
  // Two stores share the name of the store that sold the most units.
  const units = groupBy(lines, (l) => String(l.store_id), 'sum', (l) => l.quantity);
  const [best, , third] = [...units].sort(([, a], [, b]) => b - a).map(([id]) => Number(id));
  const bestName = lines.find((l) => l.store_id === best)!.store_name;
  for (const l of lines) if (l.store_id === third) l.store_name = bestName;
  return { products, lines };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'sku', value: (r) => r.sku },
  { header: 'product_name', value: (r) => r.product_name },
  { header: 'category', value: (r) => r.category },
  { header: 'unit_cost', value: (r) => r.unit_cost },
  { header: 'list_price', value: (r) => r.list_price },
];
const LINE_COLUMNS: Column<Line>[] = [
  { header: 'line_id', value: (r) => r.line_id },
  { header: 'sale_date', value: (r) => r.sale_date },
  { header: 'store_id', value: (r) => r.store_id },
  { header: 'store_name', value: (r) => r.store_name },
  { header: 'sku', value: (r) => r.sku },
  { header: 'quantity', value: (r) => r.quantity },
  { header: 'line_total', value: (r) => r.line_total },
];

export const catalog: BusinessSchema = {
  name: 'catalog',
  description: 'Hardware stores: a 32-product catalog with unit cost and list price, and 6,000 sales lines joined by sku (CSV)',
  async build(dir) {
    const { products, lines } = generate();
    const files = [await writeCsv(join(dir, 'products.csv'), PRODUCT_COLUMNS, products), await writeCsv(join(dir, 'sales_lines.csv'), LINE_COLUMNS, lines)];
    const q = questionSet('catalog');
    const bySku = new Map(products.map((p) => [p.sku, p]));
    const unitsByProduct = groupBy(lines, (l) => bySku.get(l.sku)!.product_name, 'sum', (l) => l.quantity);
    const named = products[5];
    const maxPrice = Math.max(...products.map((p) => p.list_price));

    q.ask('top 5 products by units sold', ranking(ranked(unitsByProduct, 5)));
    q.ask('Which product sold the most units?', winner(unitsByProduct));
    q.ask('top 3 products by units sold in 2024', ranking(ranked(groupBy(lines, (l) => bySku.get(l.sku)!.product_name, 'sum', (l) => l.quantity, (l) => l.sale_date.startsWith('2024')), 3)));
    q.ask('which category sold the most units?', winner(groupBy(lines, (l) => bySku.get(l.sku)!.category, 'sum', (l) => l.quantity)));
    q.ask(`How many units of ${named.product_name} (${named.sku}) were sold?`, count(sumOf(lines, (l) => l.quantity, (l) => l.sku === named.sku)));
    q.ask('Which store sold the most units?', winner(groupBy(lines, (l) => String(l.store_id), 'sum', (l) => l.quantity)));
    q.ask('Which product has the highest list price?', names(products.filter((p) => p.list_price === maxPrice).map((p) => p.product_name)));

    q.ask('top 5 products by units returned', decline('no returns column'));
    q.ask('Which supplier sold the most units?', decline('no supplier column'));
    return { files, questions: q.questions };
  },
};
