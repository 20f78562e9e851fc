// A letting agency: the properties it manages (XLSX) and its rent ledger (CSV) sharing property_ref.
// The ledger holds rent due and rent paid in two similar money columns (amount_due_gbp,
// amount_paid_gbp); rent not paid leaves amount_paid blank; repairs and deposit refunds are
// negative payments with no amount due. Dates are day-first; the management fee is "12%" text;
// landlord names sit beside a property type column; tenant names are on the ledger.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { dayFirst, groupedText, monthsOf, uniqueNames } from './shared.ts';

interface Property { ref: string; address: string; area: string; type: string; bedrooms: number; landlord: string; rent: number; fee: number }
interface Entry { id: number; ref: string; posted: string; kind: string; tenant: string; due: number | null; paid: number | null }

const STREETS = ['Albert Road', 'Belgrave Street', 'Cotham Hill', 'Derby Road', 'Elton Road', 'Fernbank Road', 'Gloucester Road', 'Hampton Park', 'Innox Grove', 'Jasmine Way', 'Kellaway Avenue', 'Lansdown Place', 'Manor Road', 'Nevil Road', 'Oakfield Road', 'Pembroke Road', 'Queens Road', 'Royal Park', 'St Pauls Road', 'Tyndall Avenue'];
const AREAS = ['Clifton', 'Redland', 'Bedminster', 'Southville', 'Bishopston', 'Easton', 'Horfield'];
const FIRST = ['Alan', 'Brenda', 'Colin', 'Diane', 'Edward', 'Fiona', 'Geoff', 'Hilary', 'Ian', 'Janet', 'Keith', 'Linda', 'Martin', 'Nora', 'Peter', 'Ruth', 'Simon', 'Tina'];
const LAST = ['Ashworth', 'Bramley', 'Cartwright', 'Dunmore', 'Eastwood', 'Fairbairn', 'Goodall', 'Hargreaves', 'Ingram', 'Jarvis', 'Kingsley', 'Lockwood', 'Marsden', 'Northcott', 'Oldroyd', 'Pickering', 'Rawlings', 'Sheldon', 'Thornton', 'Whitaker'];
const TENANT_FIRST = ['Alex', 'Bea', 'Chris', 'Dani', 'Eli', 'Fran', 'Gabe', 'Hana', 'Ivo', 'Jess', 'Kai', 'Lou', 'Max', 'Nia', 'Oli', 'Pia', 'Ravi', 'Sam', 'Tom', 'Uma'];

function generate(): { properties: Property[]; ledger: Entry[] } {
  const random = createRandom(15_004);
  const landlords = uniqueNames(() => `${random.pick(FIRST)} ${random.pick(LAST)}`, 260);
  const addresses = uniqueNames(() => `${random.int(1, 180)} ${random.pick(STREETS)}`, 1_100);
  const properties = addresses.map((address, i): Property => {
    const type = random.weighted(['Flat', 'House', 'Studio', 'HMO'], [45, 30, 15, 10]);
    const bedrooms = type === 'Studio' ? 0 : type === 'Flat' ? random.int(1, 3) : type === 'House' ? random.int(2, 5) : random.int(4, 7);
    const area = random.weighted(AREAS, [18, 16, 14, 12, 15, 13, 12]);
    const premium = area === 'Clifton' ? 1.35 : area === 'Redland' ? 1.2 : area === 'Easton' ? 0.85 : 1;
    return {
      ref: `LET-${String(3_001 + i)}`,
      address,
      area,
      type,
      bedrooms,
      landlord: landlords[Math.min(259, Math.floor(Math.abs(random.normal(0, 90))))],
      rent: Math.round(((type === 'Studio' ? 750 : 600 + bedrooms * 260) * premium * random.float(0.9, 1.15, 3)) / 5) * 5,
      fee: random.pick([8, 10, 12, 12, 15]),
    };
  });
  const ledger: Entry[] = [];
  for (const p of properties) {
    const tenant = `${random.pick(TENANT_FIRST)} ${random.pick(LAST)}`;
    for (const month of [...monthsOf(2024), ...monthsOf(2025).slice(0, 9)]) {
      if (random.chance(0.06)) continue; // void month
      const posted = `${month}-${String(random.int(1, 5)).padStart(2, '0')}`;
      const outcome = random.weighted(['full', 'part', 'none'], [90, 6, 4]);
      const paid = outcome === 'full' ? p.rent : outcome === 'part' ? roundTo(p.rent * random.float(0.3, 0.8, 2), 2) : null;
      ledger.push({ id: 0, ref: p.ref, posted, kind: 'Rent', tenant, due: p.rent, paid });
      if (random.chance(0.05)) ledger.push({ id: 0, ref: p.ref, posted: `${month}-${String(random.int(6, 28)).padStart(2, '0')}`, kind: 'Repair', tenant, due: null, paid: -roundTo(random.float(45, 1_800, 2), 2) });
    }
    if (random.chance(0.2)) ledger.push({ id: 0, ref: p.ref, posted: random.date('2024-02-01', '2025-09-28'), kind: 'Deposit Refund', tenant, due: null, paid: -roundTo(p.rent * random.float(0.6, 1.2, 2), 2) });
  }
  ledger.sort((a, b) => a.posted.localeCompare(b.posted));
  ledger.forEach((e, i) => (e.id = 80_001 + i));
  return { properties, ledger };
}

const PROPERTY_COLUMNS: Column<Property>[] = [
  { header: 'property_ref', value: (r) => r.ref },
  { header: 'address', value: (r) => r.address },
  { header: 'area', value: (r) => r.area },
  { header: 'property_type', value: (r) => r.type },
  { header: 'bedrooms', value: (r) => r.bedrooms },
  { header: 'landlord', value: (r) => r.landlord },
  { header: 'monthly_rent_gbp', value: (r) => r.rent },
  { header: 'management_fee', value: (r) => `${r.fee}%` },
];
const LEDGER_COLUMNS: Column<Entry>[] = [
  { header: 'entry_id', value: (r) => r.id },
  { header: 'property_ref', value: (r) => r.ref },
  { header: 'posted_on', value: (r) => dayFirst(r.posted) },
  { header: 'entry_type', value: (r) => r.kind },
  { header: 'tenant_name', value: (r) => r.tenant },
  { header: 'amount_due_gbp', value: (r) => (r.due === null ? null : groupedText(r.due)) },
  { header: 'amount_paid_gbp', value: (r) => (r.paid === null ? null : groupedText(r.paid)) },
];

export const lettings: BusinessSchema = {
  name: 'lettings',
  description: 'A letting agency: 1,100 managed properties (XLSX) and a ~23,000-line rent ledger (CSV) sharing property_ref; rent due and paid as "1,250.00" text, negative repairs and refunds, day-first dates',
  async build(dir) {
    const { properties, ledger } = generate();
    const files = [await writeXlsx(join(dir, 'properties.xlsx'), 'Properties', PROPERTY_COLUMNS, properties), await writeCsv(join(dir, 'rent_ledger.csv'), LEDGER_COLUMNS, ledger)];
    const q = questionSet('lettings');
    const propertyOf = new Map(properties.map((p) => [p.ref, p]));
    const of = (e: Entry) => propertyOf.get(e.ref)!;
    const on = (from: string, to: string) => (e: Entry) => between(e.posted, from, to);
    const rent = (e: Entry) => e.kind === 'Rent';
    const arrears = (e: Entry) => (e.due ?? 0) - Math.max(0, e.paid ?? 0);

    q.ask('How many properties do we manage?', count(properties.length));
    q.ask('What is the average monthly rent for a two-bedroom flat?', amount(avgOf(properties, (p) => p.rent, (p) => p.type === 'Flat' && p.bedrooms === 2)));
    q.ask('How much rent did we collect in 2025?', amount(sumOf(ledger, (e) => e.paid, (e) => rent(e) && on('2025-01-01', '2025-12-31')(e))));
    q.ask('How much rent was due in 2024?', amount(sumOf(ledger, (e) => e.due, on('2024-01-01', '2024-12-31'))));
    q.ask('How many rent payments were missed completely?', count(countWhere(ledger, (e) => rent(e) && e.paid === null)));
    q.ask('What is the total rent arrears across the ledger?', amount(sumOf(ledger, arrears, rent)));
    q.ask('Which landlord owns the most properties?', winner(groupBy(properties, (p) => p.landlord, 'count')));
    q.ask('Top 3 landlords by rent collected', ranking(ranked(groupBy(ledger, (e) => of(e).landlord, 'sum', (e) => e.paid, rent), 3)));
    q.ask('Which area has the highest average rent?', winner(groupBy(properties, (p) => p.area, 'avg', (p) => p.rent)));
    q.ask('Rent collected per month in 2025', breakdown(new Map(monthsOf(2025).slice(0, 9).map((m) => [m, sumOf(ledger, (e) => e.paid, (e) => rent(e) && e.posted.startsWith(m))]))));
    q.ask('What is our average management fee?', amount(avgOf(properties, (p) => p.fee)));
    q.ask('Number of properties per area', countsBy(groupBy(properties, (p) => p.area, 'count')));
    const perLandlord = groupBy(properties, (p) => p.landlord, 'count');
    q.ask('How many landlords have more than 10 properties with us?', count([...perLandlord.values()].filter((n) => n > 10).length));
    const clifton = q.ask('Rent collected from Clifton properties in 2024', amount(sumOf(ledger, (e) => e.paid, (e) => rent(e) && of(e).area === 'Clifton' && on('2024-01-01', '2024-12-31')(e))));
    q.followUp(clifton, 'And Easton?', amount(sumOf(ledger, (e) => e.paid, (e) => rent(e) && of(e).area === 'Easton' && on('2024-01-01', '2024-12-31')(e))));
    q.ask('How many different tenants in Redland paid rent in 2025?', count(new Set(ledger.filter((e) => rent(e) && e.paid !== null && of(e).area === 'Redland' && on('2025-01-01', '2025-12-31')(e)).map((e) => e.tenant)).size));
    q.ask('How much have we spent on repairs in 2024?', amount(-sumOf(ledger, (e) => e.paid, (e) => e.kind === 'Repair' && on('2024-01-01', '2024-12-31')(e))));
    q.ask('How many repair entries are on the ledger?', count(countWhere(ledger, (e) => e.kind === 'Repair')));
    q.ask('How many deposits did we refund?', count(countWhere(ledger, (e) => e.kind === 'Deposit Refund')));
    q.ask('How many HMOs do we let?', count(countWhere(properties, (p) => p.type === 'HMO')));
    q.ask('Average rent by property type', breakdown(groupBy(properties, (p) => p.type, 'avg', (p) => p.rent)));
    q.ask('How many properties rent for more than £1,500 a month?', count(countWhere(properties, (p) => p.rent > 1_500)));
    q.ask('What share of properties are in Bishopston?', percent(percentOf(countWhere(properties, (p) => p.area === 'Bishopston'), properties.length)));
    q.ask('Which property type has the most bedrooms on average?', winner(groupBy(properties, (p) => p.type, 'avg', (p) => p.bedrooms)));
    q.ask('Total monthly rent roll for Southville', amount(sumOf(properties, (p) => p.rent, (p) => p.area === 'Southville'), 0));
    q.ask('How many partial rent payments were there in Q2 2025?', count(countWhere(ledger, (e) => rent(e) && e.paid !== null && e.due !== null && e.paid < e.due && on('2025-04-01', '2025-06-30')(e))));
    q.ask('Rent collected between 1 January and 30 June 2024', amount(sumOf(ledger, (e) => e.paid, (e) => rent(e) && on('2024-01-01', '2024-06-30')(e))));
    q.ask('What is the net total of the amount paid column, refunds and repairs included?', amount(sumOf(ledger, (e) => e.paid)));
    q.ask('Which area had the most missed rent payments?', winner(groupBy(ledger, (e) => of(e).area, 'count', undefined, (e) => rent(e) && e.paid === null)));

    q.ask('What is the average property value?', decline('no property value'));
    q.ask('Which letting agent signed the most tenancies?', decline('no agent column'));
    q.ask('How many viewings did we do in 2025?', decline('no viewings'));
    q.ask('What EPC rating do most of our flats have?', decline('no EPC column'));
    q.ask('What is the average rental yield?', decline('no property values'));
    q.ask('When does the tenancy at 12 Manor Road end?', decline('no tenancy end date'));
    q.ask('How much council tax do our tenants pay?', decline('no council tax'));
    q.ask('How many tenants have pets?', decline('no pets column'));
    q.ask('What is the average length of a tenancy?', decline('no tenancy dates'));
    return { files, questions: q.questions };
  },
};
