// Generated sales-like CSV rows (quoted fields, accents, dates, booleans) for the ingestion benchmarks.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const CATEGORIES = ['Hardware', 'Software', 'Services', 'Training', 'Support, premium', 'Consulting'];
const CITIES = ['Zürich', 'São Paulo', 'Kraków', 'Montréal', 'New York', 'Tōkyō'];

function csvRow(i: number): string {
  const day = new Date(Date.UTC(2020, 0, 1) + (i % 1500) * 86_400_000).toISOString().slice(0, 10);
  const category = CATEGORIES[i % CATEGORIES.length];
  const quoted = category.includes(',') ? `"${category}"` : category;
  const note = i % 10 === 0 ? `"order ${i}, priority ""high"""` : '';
  return `${i},${quoted},${CITIES[(i * 7) % CITIES.length]},${((i * 37) % 100_000) / 100},${i % 50},${day},${i % 3 === 0},${note}\n`;
}

/** Writes rows until the row count or the byte size is reached, streaming. */
export async function generateCsv(path: string, limit: { rows?: number; bytes?: number }): Promise<{ rows: number; bytes: number }> {
  const out = createWriteStream(path);
  let bytes = 0;
  let rows = 0;
  let chunk = 'id,category,city,amount,quantity,order_date,paid,note\n';
  while ((limit.rows === undefined || rows < limit.rows) && (limit.bytes === undefined || bytes < limit.bytes)) {
    chunk += csvRow(rows++);
    if (chunk.length > 1 << 20) {
      bytes += Buffer.byteLength(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  bytes += Buffer.byteLength(chunk);
  out.end(chunk);
  await once(out, 'finish');
  return { rows, bytes };
}
