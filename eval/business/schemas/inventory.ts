// Inventory: one product sheet (XLSX) with Title Case headers carrying units. Traps: products named
// "Total ..." (not summary rows), units in headers, a comparison between two columns.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product {
  sku: string;
  name: string;
  category: string;
  price: number;
  stock: number;
  reorderLevel: number;
  supplier: string;
  discontinued: boolean;
  weightKg: number;
}

const CATEGORIES: Record<string, { nouns: string[]; price: [number, number]; weight: [number, number] }> = {
  Fitness: { nouns: ['Dumbbell Set', 'Yoga Mat', 'Kettlebell', 'Rowing Machine', 'Resistance Band', 'Exercise Bike'], price: [12, 900], weight: [0.3, 45] },
  Electronics: { nouns: ['Headphones', 'Charger', 'Webcam', 'Keyboard', 'Monitor', 'Speaker'], price: [9, 650], weight: [0.1, 7] },
  Kitchen: { nouns: ['Blender', 'Knife Set', 'Kettle', 'Toaster', 'Pan', 'Coffee Grinder'], price: [8, 320], weight: [0.2, 6] },
  'Personal Care': { nouns: ['Shampoo', 'Toothbrush', 'Hair Dryer', 'Razor', 'Body Lotion', 'Face Cream'], price: [3, 140], weight: [0.05, 1.5] },
  Office: { nouns: ['Desk Lamp', 'Stapler', 'Notebook', 'Office Chair', 'Whiteboard', 'Label Printer'], price: [2, 480], weight: [0.1, 18] },
  Garden: { nouns: ['Hose', 'Lawn Mower', 'Pruning Shears', 'Planter', 'Sprinkler', 'Leaf Blower'], price: [6, 700], weight: [0.2, 30] },
};
const BRANDS = ['Acme', 'Nordic', 'Vertex', 'Solace', 'Pioneer', 'Lumen', 'Orbit', 'Craft', 'Terra', 'Polar', 'Stellar', 'Aurora'];
const SUPPLIERS = ['Hansen Wholesale', 'Iberia Goods', 'Baltic Supply', 'Alpine Trade', 'Rhine Distribution', 'Celtic Imports'];
// Real product names that start with "Total": a summary-row heuristic must not drop them.
const TOTAL_PRODUCTS: Array<[string, string]> = [
  ['Total Gym 2000', 'Fitness'],
  ['Total Care Shampoo', 'Personal Care'],
  ['Total Control Mouse', 'Electronics'],
  ['Total Blend Pro', 'Kitchen'],
];

function generate(): Product[] {
  const random = createRandom(33);
  const named = new Set<string>();
  const wanted: Array<[string, string]> = [];
  const categories = Object.keys(CATEGORIES);
  while (wanted.length < 796) {
    const category = random.pick(categories);
    const name = `${random.pick(BRANDS)} ${random.pick(CATEGORIES[category].nouns)} ${random.int(1, 9) * 100 + random.int(0, 9) * 10}`;
    if (named.has(name)) continue;
    named.add(name);
    wanted.push([name, category]);
  }
  // The "Total" products sit among the others, not at the end where a summary row would be.
  wanted.splice(120, 0, TOTAL_PRODUCTS[0]);
  wanted.splice(333, 0, TOTAL_PRODUCTS[1]);
  wanted.splice(501, 0, TOTAL_PRODUCTS[2]);
  wanted.splice(640, 0, TOTAL_PRODUCTS[3]);
  return wanted.map(([name, category], i) => {
    const spec = CATEGORIES[category];
    return {
      sku: `SKU-${String(10_000 + i * 7).padStart(6, '0')}`,
      name,
      category,
      price: random.float(spec.price[0], spec.price[1], 2),
      stock: random.chance(0.04) ? 0 : random.int(0, 1_500),
      reorderLevel: random.int(20, 300),
      supplier: random.pick(SUPPLIERS),
      discontinued: random.chance(0.09),
      weightKg: random.float(spec.weight[0], spec.weight[1], 2),
    };
  });
}

const COLUMNS: Column<Product>[] = [
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Product Name', value: (p) => p.name },
  { header: 'Category', value: (p) => p.category },
  { header: 'Unit Price (EUR)', value: (p) => p.price },
  { header: 'Stock Qty', value: (p) => p.stock },
  { header: 'Reorder Level', value: (p) => p.reorderLevel },
  { header: 'Supplier', value: (p) => p.supplier },
  { header: 'Discontinued', value: (p) => (p.discontinued ? 'Yes' : 'No') },
  { header: 'Weight (kg)', value: (p) => p.weightKg },
];

export const inventory: BusinessSchema = {
  name: 'inventory',
  description: 'Inventory: 800 products (XLSX, headers with units)',
  async build(dir) {
    const rows = generate();
    const file = await writeXlsx(join(dir, 'products.xlsx'), 'Products', COLUMNS, rows);
    const product = (name: string) => rows.find((p) => p.name === name)!;
    const price = (p: Product) => p.price;
    const inCategory = (c: string) => (p: Product) => p.category === c;
    const q = questionSet('inventory');

    q.ask('What is the unit price of the Total Gym 2000?', amount(product('Total Gym 2000').price));
    q.ask('How many units of Total Care Shampoo are in stock?', count(product('Total Care Shampoo').stock));
    q.ask('How many products are in the Fitness category?', count(countWhere(rows, inCategory('Fitness'))));
    q.ask('What is the average unit price of Electronics products?', amount(avgOf(rows, price, inCategory('Electronics'))));
    q.ask('What is the total value of our stock (unit price times stock quantity)?', amount(sumOf(rows, (p) => p.price * p.stock)));
    q.ask('Which supplier supplies the most products?', winner(groupBy(rows, (p) => p.supplier, 'count')));
    q.ask('Which category has the highest average unit price?', winner(groupBy(rows, (p) => p.category, 'avg', price)));
    q.ask('What is the most expensive product?', winner(new Map(rows.map((p) => [p.name, p.price]))));
    q.ask('What are the 3 most expensive Electronics products?', ranking(ranked(new Map(rows.filter(inCategory('Electronics')).map((p) => [p.name, p.price])), 3)));
    q.ask('How many products are below their reorder level?', count(countWhere(rows, (p) => p.stock < p.reorderLevel)));
    q.ask('How many products have been discontinued?', count(countWhere(rows, (p) => p.discontinued)));
    q.ask('Total stock quantity per category', breakdown(groupBy(rows, (p) => p.category, 'sum', (p) => p.stock), 0));
    q.ask('Which is the cheapest product in the Kitchen category?', winner(new Map(rows.filter(inCategory('Kitchen')).map((p) => [p.name, p.price])), 'asc'));
    q.ask('What is the average weight of Fitness products in kg?', amount(avgOf(rows, (p) => p.weightKg, inCategory('Fitness'))));
    q.ask('How many products cost more than 100 EUR?', count(countWhere(rows, (p) => p.price > 100)));
    q.ask('What percentage of products are discontinued?', percent(percentOf(countWhere(rows, (p) => p.discontinued), rows.length)));
    q.ask('How many products are out of stock?', count(countWhere(rows, (p) => p.stock === 0)));
    q.ask('What is the price of the Total Control Mouse?', amount(product('Total Control Mouse').price));
    q.ask('Average unit price by supplier', breakdown(groupBy(rows, (p) => p.supplier, 'avg', price)));
    q.ask('Which supplier has the largest stock quantity in Garden products?', winner(groupBy(rows, (p) => p.supplier, 'sum', (p) => p.stock, inCategory('Garden'))));
    q.ask('How many Personal Care products are discontinued?', count(countWhere(rows, (p) => p.discontinued && p.category === 'Personal Care')));
    q.ask('What is the total stock of all products?', count(sumOf(rows, (p) => p.stock)));
    const alpine = q.ask('How many products does Alpine Trade supply?', count(countWhere(rows, (p) => p.supplier === 'Alpine Trade')));
    q.followUp(alpine, 'and Baltic Supply?', count(countWhere(rows, (p) => p.supplier === 'Baltic Supply')));
    const office = q.ask('Average price of Office products?', amount(avgOf(rows, price, inCategory('Office'))));
    q.followUp(office, 'What about Garden?', amount(avgOf(rows, price, inCategory('Garden'))));
    q.ask('How heavy is the Total Blend Pro?', amount(roundTo(product('Total Blend Pro').weightKg, 2)));

    q.ask('How many Total Gym 2000 units did we sell last month?', decline('no sales data'));
    q.ask('What is the price of the Apple iPhone 15?', decline('no such product'));
    q.ask('Which warehouse holds the most stock?', decline('no warehouse column'));
    q.ask('What is the average customer rating of our products?', decline('no rating column'));
    return { files: [file], questions: q.questions };
  },
};
