// A cut-your-own flower farm: entry tickets (adults, children, what was paid at the gate written as
// money text "£12.50", how it was paid) and the stems cut, rung up at the tills (flower, stems, a
// price per stem, what was charged as money text, a Voided flag holding VOID or nothing) sharing the
// Ticket No. Generated from a seed; rows kept so tests compute their expected answers.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type GateTicket = { 'Ticket No': number; 'Visit date': string; Adults: number; Children: number; 'Entry paid': string; 'Paid by': string };
export type CutLine = { 'Ticket No': number; 'Rung up': string; Flower: string; Stems: number; 'Price £/stem': number; Charged: string; Till: string; Voided: string };

const FLOWERS: Array<[string, number]> = [
  ['Sweet Peas', 0.6], ['Dahlias', 1.8], ['Sunflowers', 1.5], ['Cosmos', 0.7], ['Zinnias', 0.9], ['Snapdragons', 1.1],
];
const TILLS = ['Barn Till', 'Field Till', 'Gate Till'];
const money = (v: number) => `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Money text ("£1,234.56") as a number. */
export const pounds = (s: string) => Number(s.replace(/[£,]/g, ''));

export function flowerFarm(tickets: number, seed = 6_161): { tickets: GateTicket[]; lines: CutLine[] } {
  const rng = seeded(seed);
  const gate: GateTicket[] = [];
  const lines: CutLine[] = [];
  for (let i = 0; i < tickets; i++) {
    const day = new Date(Date.UTC(2025, 5, 1) + int(rng, 0, 120) * 86_400_000).toISOString().slice(0, 10);
    const adults = int(rng, 1, 4);
    const children = int(rng, 0, 3);
    const paidBy = pick(rng, ['Card', 'Card', 'Cash', 'Season ticket']);
    const ticket = 730_001 + i;
    gate.push({ 'Ticket No': ticket, 'Visit date': day, Adults: adults, Children: children, 'Entry paid': money(paidBy === 'Season ticket' ? 0 : adults * 4 + children * 2), 'Paid by': paidBy });
    const cuts = int(rng, 0, 3);
    for (let k = 0; k < cuts; k++) {
      const [flower, price] = pick(rng, FLOWERS);
      const stems = int(rng, 5, 40);
      // Voided lines are large ones at the Gate Till: counting them would move its total above the others.
      const voided = rng() < 0.04;
      const till = voided ? 'Gate Till' : pick(rng, TILLS);
      const n = voided ? stems * 6 : stems;
      lines.push({ 'Ticket No': ticket, 'Rung up': `${day} ${String(int(rng, 10, 17)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}`, Flower: flower, Stems: n, 'Price £/stem': price, Charged: money(Math.round(n * price * 100) / 100), Till: till, Voided: voided ? 'VOID' : '' });
    }
  }
  return { tickets: gate, lines };
}
