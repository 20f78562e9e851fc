// A chocolate shop's 200 products (Product Code, Product Name, Range, Price (£)) and its 3,000 sales
// lines (Line ID, Order No, Order Date, Product Code, Qty, Line Total (£), Status: Paid, Refunded,
// Cancelled) in sales_lines.csv, for the builtin engine's tests of lines read beside the products
// they refer to. Built by formula; rows kept so tests compute their expected answers themselves.

export type ChocolateProduct = { 'Product Code': number; 'Product Name': string; Range: string; 'Price (£)': number };
export type ChocolateLine = { 'Line ID': number; 'Order No': number; 'Order Date': string; 'Product Code': number; Qty: number; 'Line Total (£)': number; Status: string };

const RANGES = ['Bars', 'Truffles', 'Gift Boxes', 'Other'];

export function chocolateShop(): { products: ChocolateProduct[]; lines: ChocolateLine[] } {
  const products = Array.from({ length: 200 }, (_, i) => ({ 'Product Code': 40_101 + i, 'Product Name': `Bar No ${i}`, Range: RANGES[(i * 3) % 4], 'Price (£)': 3 + ((i * 7) % 17) }));
  const lines = Array.from({ length: 3_000 }, (_, i) => {
    const p = products[(i * 37) % 200];
    const qty = 1 + (i % 4);
    return {
      'Line ID': 900_001 + i,
      'Order No': 700_001 + Math.floor(i / 2),
      'Order Date': `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      'Product Code': p['Product Code'],
      Qty: qty,
      'Line Total (£)': qty * p['Price (£)'],
      Status: i % 13 === 0 ? 'Refunded' : i % 17 === 0 ? 'Cancelled' : 'Paid',
    };
  });
  return { products, lines };
}
