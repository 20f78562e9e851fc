import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPdf } from './open-pdf.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/pdf/${name}`, import.meta.url));

/** The rules of page 1, rounded to the point, in the top-down page frame. */
async function rulesOf(name: string): Promise<Array<[string, number, number, number]>> {
  const pdf = await openPdf(fixture(name));
  try {
    const { rules } = await pdf.graphics(pdf.page(1));
    return rules.map((r) => [r.orientation, Math.round(r.at), Math.round(r.from), Math.round(r.to)]);
  } finally {
    await pdf.close();
  }
}

describe('page graphics', () => {
  it('places lines drawn inside a form XObject on the page through its /Matrix and the cm before it', async () => {
    const rows = [100, 120, 140, 160, 180].map((top) => ['horizontal', top, 72, 420]);
    const columns = [72, 200, 300, 420].map((x) => ['vertical', x, 100, 180]);
    expect(await rulesOf('form-table.pdf')).toEqual([...rows, ...columns]);
  });
});
