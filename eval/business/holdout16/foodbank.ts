// A food bank's financial year April 2025 to March 2026: 340 referral agencies (CSV: type, ward),
// 9,000 food parcels issued at three distribution centres (XLSX: household adults and children,
// parcel type, weight in kg, dietary needs where "None" is a value, collected flag) sharing
// `agency_id`, and 14,000 donations received (CSV: donor type and name, one of them "Totally Local
// Co-op", food category, weight in kg, an estimated value in GBP left blank on some) at the same
// centres.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Agency {
  id: string;
  name: string;
  type: string;
  ward: string;
}

interface Parcel {
  id: number;
  issued: string;
  agency: string;
  adults: number;
  children: number;
  type: string;
  centre: string;
  weight: number;
  diet: string;
  collected: string;
}

interface Donation {
  id: string;
  received: string;
  donorType: string;
  donor: string;
  category: string;
  weight: number;
  value: number | null;
  centre: string;
}

const PLACES = ['Ashfield', 'Beechwood', 'Castlegate', 'Dalton', 'Eastmoor', 'Fernhill', 'Greenside', 'Holmebank', 'Ivydene', 'Jubilee', 'Kingsmead', 'Larkfield', 'Millbrook', 'Northcliffe', 'Oakwood', 'Parkside', 'Queensway', 'Rosehill', 'Stonegate', 'Thornfield'];
const TYPES: [string, string[], number][] = [
  ['School', ['Primary School', 'Academy', 'High School'], 26], ['GP surgery', ['Medical Centre', 'Surgery'], 18], ['Citizens Advice', ['Citizens Advice'], 4],
  ['Housing association', ['Homes', 'Housing Trust'], 14], ['Charity', ['Community Trust', 'Family Support', 'Outreach'], 22], ['Council', ['Council Team', 'Early Help Hub'], 10], ['Other', ['Church', 'Mosque', 'Youth Club'], 6],
];
const WARDS = ['Central', 'North', 'South', 'East', 'West', 'Riverside', 'Hillside', 'Moorlands'];
const CENTRES = ['Northgate', "St Mary's Hall", 'Riverside'];
const CATEGORIES: [string, number, number][] = [
  // category, weight, value per kg
  ['Tins', 30, 2.6], ['Pasta & rice', 18, 1.9], ['Cereal', 9, 3.1], ['Toiletries', 10, 5.5], ['Baby items', 5, 7.2], ['Fresh produce', 12, 2.2], ['Other', 16, 3.0],
];
const NAMED_DONORS: [string, string][] = [
  ['Supermarket', 'Tesco Northgate'], ['Supermarket', 'Asda Riverside'], ['Supermarket', 'Sainsbury\'s Central'], ['Supermarket', 'Aldi Eastmoor'], ['Supermarket', 'Totally Local Co-op'],
  ['Church', 'St Mary\'s Church'], ['Church', 'Methodist Chapel'], ['School', 'Oakwood Academy'], ['School', 'Larkfield Primary School'], ['Business', 'Holmebank Builders'], ['Business', 'Castlegate Solicitors'],
];

function generate(): { agencies: Agency[]; parcels: Parcel[]; donations: Donation[] } {
  const random = createRandom(33_601);
  const agencies: Agency[] = [];
  const used = new Set<string>();
  while (agencies.length < 340) {
    const [type, suffixes] = random.weighted(TYPES, TYPES.map((t) => t[2]));
    const place = random.pick(PLACES);
    const name = type === 'Citizens Advice' ? `Citizens Advice ${place}` : `${place} ${random.pick(suffixes)}${random.chance(0.5) ? ` ${random.pick(['North', 'South', 'Lane', 'Road', 'Park', 'Hill', 'Vale', 'Green'])}` : ''}`;
    if (used.has(name)) continue;
    used.add(name);
    agencies.push({ id: `RA-${String(agencies.length + 1).padStart(3, '0')}`, name, type, ward: random.pick(WARDS) });
  }
  const agencyWeights = shuffled(random, agencies.map((a, i) => (a.type === 'Citizens Advice' ? 6 : 1) * (0.2 + (i % 11) / 4)));
  const months = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
  const days = [30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 28, 31];
  const dateIn = (weights: number[]) => {
    const i = random.weighted(months.map((_, k) => k), weights);
    return `${months[i]}-${String(random.int(1, days[i])).padStart(2, '0')}`;
  };
  const parcels: Parcel[] = [];
  for (let i = 0; i < 9_000; i++) {
    const adults = random.weighted([1, 2, 3], [55, 38, 7]);
    const children = random.weighted([0, 1, 2, 3, 4, 5], [45, 18, 18, 11, 6, 2]);
    const size = adults + children;
    const type = size === 1 ? 'Single' : children > 0 ? 'Family' : 'Standard';
    parcels.push({
      id: 0,
      issued: dateIn([7, 7, 7, 8, 9, 8, 8, 9, 12, 10, 8, 7]),
      agency: random.weighted(agencies, agencyWeights).id,
      adults,
      children,
      type,
      centre: random.weighted(CENTRES, [45, 30, 25]),
      weight: roundTo(6 + size * random.float(3.2, 4.6, 2), 1),
      diet: random.weighted(['None', 'Vegetarian', 'Halal', 'Gluten free', 'Diabetic'], [66, 10, 14, 5, 5]),
      collected: random.chance(0.95) ? 'Yes' : 'No',
    });
  }
  parcels.sort((a, b) => a.issued.localeCompare(b.issued) || a.centre.localeCompare(b.centre));
  parcels.forEach((p, i) => (p.id = 40_001 + i));
  const donations: Donation[] = [];
  for (let i = 0; i < 14_000; i++) {
    const named = random.chance(0.45);
    const [donorType, donor] = named
      ? random.weighted(NAMED_DONORS, [16, 13, 11, 9, 7, 6, 5, 4, 4, 3, 3])
      : [random.weighted(['Individual', 'Other'], [85, 15]), 'Anonymous'];
    const [category, , perKg] = random.weighted(CATEGORIES, CATEGORIES.map((c) => c[1]));
    const weight = donorType === 'Supermarket' ? random.float(8, 60, 1) : random.float(0.5, 12, 1);
    donations.push({
      id: '',
      received: dateIn([8, 7, 7, 6, 6, 9, 11, 10, 14, 8, 7, 7]),
      donorType,
      donor,
      category,
      weight,
      value: random.chance(0.15) ? null : roundTo(weight * perKg * random.float(0.8, 1.2, 2), 2),
      centre: random.weighted(CENTRES, [40, 25, 35]),
    });
  }
  donations.sort((a, b) => a.received.localeCompare(b.received) || a.centre.localeCompare(b.centre));
  donations.forEach((d, i) => (d.id = `D-${String(i + 1).padStart(5, '0')}`));
  return { agencies, parcels, donations };
}

const AGENCY_COLUMNS: Column<Agency>[] = [
  { header: 'agency_id', value: (a) => a.id },
  { header: 'agency_name', value: (a) => a.name },
  { header: 'agency_type', value: (a) => a.type },
  { header: 'ward', value: (a) => a.ward },
];

const PARCEL_COLUMNS: Column<Parcel>[] = [
  { header: 'parcel_id', value: (p) => p.id },
  { header: 'issued_on', value: (p) => p.issued },
  { header: 'agency_id', value: (p) => p.agency },
  { header: 'adults', value: (p) => p.adults },
  { header: 'children', value: (p) => p.children },
  { header: 'parcel_type', value: (p) => p.type },
  { header: 'centre', value: (p) => p.centre },
  { header: 'weight_kg', value: (p) => p.weight },
  { header: 'dietary_needs', value: (p) => p.diet },
  { header: 'collected', value: (p) => p.collected },
];

const DONATION_COLUMNS: Column<Donation>[] = [
  { header: 'donation_ref', value: (d) => d.id },
  { header: 'received_on', value: (d) => d.received },
  { header: 'donor_type', value: (d) => d.donorType },
  { header: 'donor_name', value: (d) => d.donor },
  { header: 'category', value: (d) => d.category },
  { header: 'weight_kg', value: (d) => d.weight },
  { header: 'Estimated value (£)', value: (d) => d.value },
  { header: 'centre', value: (d) => d.centre },
];

export const foodbank: BusinessSchema = {
  name: 'foodbank',
  description: "A food bank's year Apr 2025-Mar 2026: 340 referral agencies (CSV), 9,000 parcels issued (XLSX) sharing agency_id, and 14,000 donations in kg with estimated values in GBP (CSV) at the same centres",
  async build(dir) {
    const { agencies, parcels, donations } = generate();
    const files = [
      await writeCsv(join(dir, 'foodbank_agencies.csv'), AGENCY_COLUMNS, agencies),
      await writeXlsx(join(dir, 'foodbank_parcels.xlsx'), 'Parcels', PARCEL_COLUMNS, parcels),
      await writeCsv(join(dir, 'foodbank_donations.csv'), DONATION_COLUMNS, donations),
    ];
    const q = questionSet('foodbank');
    const agencyOf = new Map(agencies.map((a) => [a.id, a]));
    const agency = (p: Parcel) => agencyOf.get(p.agency)!;
    const people = (p: Parcel) => p.adults + p.children;
    const kg = (d: Donation) => d.weight;

    q.ask('How many food parcels did we give out?', count(parcels.length));
    q.ask('How many people did our parcels feed in total?', count(sumOf(parcels, people)));
    q.ask('How many children were fed?', count(sumOf(parcels, (p) => p.children)));
    q.ask('Parcels issued per centre', countsBy(groupBy(parcels, (p) => p.centre, 'count')));
    q.ask('Which type of agency referred the most parcels?', winner(groupBy(parcels, (p) => agency(p).type, 'count')));
    q.ask('Top 5 referral agencies by parcels, by name', ranking(ranked(groupBy(parcels, (p) => agency(p).name, 'count'), 5)));
    q.ask('How many parcels went out in December 2025?', count(countWhere(parcels, (p) => p.issued.startsWith('2025-12'))));
    q.ask('Parcels issued in Q3 2025', count(countWhere(parcels, (p) => p.issued.startsWith('2025') && quarterOf(p.issued) === 3)));
    q.ask('What is the average household size per parcel?', amount(avgOf(parcels, people)));
    q.ask('Median parcel weight in kg', amount(medianOf(parcels, (p) => p.weight)));
    q.ask('What share of parcels had a dietary need?', percent(percentOf(countWhere(parcels, (p) => p.diet !== 'None'), parcels.length)));
    q.ask('How many halal parcels did we issue?', count(countWhere(parcels, (p) => p.diet === 'Halal')));
    q.ask('How many parcels were never collected?', count(countWhere(parcels, (p) => p.collected === 'No')));
    q.ask('How many tonnes of food were donated?', amount(sumOf(donations, kg) / 1000, 2));
    q.ask('Donated weight by category (kg)', breakdown(groupBy(donations, (d) => d.category, 'sum', kg), 1));
    q.ask('What percentage of donated weight came from supermarkets?', percent(percentOf(sumOf(donations, kg, (d) => d.donorType === 'Supermarket'), sumOf(donations, kg))));
    q.ask('Which named donor gave us the most donations?', winner(groupBy(donations, (d) => (d.donor === 'Anonymous' ? null : d.donor), 'count')));
    q.ask('What is the total estimated value of donations?', amount(sumOf(donations, (d) => d.value)));
    q.ask('How many donations have no estimated value?', count(countWhere(donations, (d) => d.value === null)));
    q.ask('Which month did we receive the most donations?', month(busiestMonth(donations, (d) => d.received)));
    q.ask('Donations received since 1 January 2026', count(countWhere(donations, (d) => d.received >= '2026-01-01')));
    q.ask('How many donations came in between 1 and 20 October 2025?', count(countWhere(donations, (d) => d.received >= '2025-10-01' && d.received <= '2025-10-20')));
    const oct = q.ask('How many parcels did Riverside hand out in October 2025?', count(countWhere(parcels, (p) => p.centre === 'Riverside' && p.issued.startsWith('2025-10'))));
    q.followUp(oct, 'and in November?', count(countWhere(parcels, (p) => p.centre === 'Riverside' && p.issued.startsWith('2025-11'))));
    q.ask('Which ward do most referred parcels come from?', winner(groupBy(parcels, (p) => agency(p).ward, 'count')));
    q.ask('How many agencies have referred at least one parcel?', count(new Set(parcels.map((p) => p.agency)).size));
    q.ask('How many referral agencies are in the Hillside ward?', count(countWhere(agencies, (a) => a.ward === 'Hillside')));
    q.ask('Average weight of a toiletries donation', amount(avgOf(donations, kg, (d) => d.category === 'Toiletries')));
    q.ask('Did Northgate or Riverside receive more donated weight?', winner(groupBy(donations, (d) => d.centre, 'sum', kg, (d) => d.centre === 'Northgate' || d.centre === 'Riverside')));
    q.ask('How many kg did Totally Local Co-op donate?', amount(sumOf(donations, kg, (d) => d.donor === 'Totally Local Co-op'), 1));
    q.ask('Parcels by parcel type', countsBy(groupBy(parcels, (p) => p.type, 'count')));
    q.ask('How many parcels had no dietary needs (None)?', count(countWhere(parcels, (p) => p.diet === 'None')));
    q.ask('How many donations were anonymous?', count(countWhere(donations, (d) => d.donor === 'Anonymous')));
    q.ask('Total weight of parcels issued from Northgate, in kg', amount(sumOf(parcels, (p) => p.weight, (p) => p.centre === 'Northgate'), 1));
    q.ask('Parcels referred by GP surgeries', count(countWhere(parcels, (p) => agency(p).type === 'GP surgery')));
    q.ask('Estimated value of donations by donor type', breakdown(groupBy(donations, (d) => d.donorType, 'sum', (d) => d.value)));
    const tins = q.ask('How many kg of tins did we receive in Q4 2025?', amount(sumOf(donations, kg, (d) => d.category === 'Tins' && d.received.startsWith('2025') && quarterOf(d.received) === 4), 1));
    q.followUp(tins, 'And what about Q1 2026?', amount(sumOf(donations, kg, (d) => d.category === 'Tins' && d.received.startsWith('2026') && quarterOf(d.received) === 1), 1));

    q.ask('What are the names of the people who received parcels?', decline('no recipient names'));
    q.ask('What is the ethnic breakdown of the households we helped?', decline('no ethnicity data'));
    q.ask('How many volunteer hours were worked at Northgate?', decline('no volunteer data'));
    q.ask('How many parcels did we issue in 2024?', decline('parcels start in April 2025'));
    q.ask('How many parcels did Hollowfield Rotary refer?', decline('no such agency'));
    q.ask('How much of the donated food is past its use-by date?', decline('no expiry dates'));
    q.ask('What does it cost to run the warehouse each month?', decline('no running costs'));
    q.ask('How many households came back more than once?', decline('no household identifier'));
    q.ask('How many calories were in the parcels?', decline('no nutrition data'));
    q.ask('How long do people wait for a referral to be fulfilled?', decline('no referral dates'));
    q.ask('How many parcels will we need next winter?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
