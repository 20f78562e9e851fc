// Manufacturing quality control: a parts catalogue (CSV, 1,200 parts) and 8,000 lot inspections in
// three plants (XLSX) sharing `part_no`, the inspection sheet ending in a real TOTAL row. Traps:
// plant countries "IT", "US" and "NO" and the shift "AM" (stopwords), the supplier "Total Alloys
// GmbH" (not a summary row) beside the real summary row, numeric inspection ids and a part number
// that reads like a code, inspection dates stored as dd.mm.yyyy text, blank defect types and scrap
// costs, euros, grams and units in headers, a result of four values.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema, Expected } from '../types.ts';

interface Part {
  part_no: string;
  part_name: string;
  family: string;
  material: string;
  supplier: string;
  unit_cost: number;
  weight_g: number;
}

interface Inspection {
  inspection_id: number;
  date: string;
  plant: string;
  country: string;
  line: string;
  shift: string;
  inspector: string;
  part_no: string;
  units: number;
  defects: number;
  result: string;
  defect_type: string | null;
  scrap: number | null;
}

type SheetRow = Inspection | { total: true; units: number; defects: number; scrap: number };

const FAMILIES: Record<string, { names: string[]; cost: [number, number]; weight: [number, number]; risk: number }> = {
  Brackets: { names: ['Mounting Bracket', 'L-Bracket', 'Corner Bracket', 'Support Arm'], cost: [0.8, 6], weight: [40, 400], risk: 0.7 },
  Housings: { names: ['Pump Housing', 'Motor Housing', 'Gear Housing', 'Sensor Housing'], cost: [9, 60], weight: [300, 2_800], risk: 1.4 },
  Shafts: { names: ['Drive Shaft', 'Output Shaft', 'Pinion Shaft'], cost: [6, 45], weight: [200, 1_900], risk: 1 },
  Gears: { names: ['Spur Gear', 'Helical Gear', 'Bevel Gear', 'Ring Gear'], cost: [4, 38], weight: [60, 1_200], risk: 1.2 },
  Valves: { names: ['Check Valve', 'Ball Valve', 'Relief Valve'], cost: [7, 52], weight: [90, 900], risk: 1.6 },
  Fasteners: { names: ['Hex Bolt', 'Lock Nut', 'Washer Set', 'Stud'], cost: [0.05, 1.2], weight: [2, 60], risk: 0.4 },
};
const MATERIALS = ['Steel', 'Aluminium', 'Brass', 'Polymer'];
const SUPPLIERS = ['Total Alloys GmbH', 'Nordic Metalworks', 'Padana Fusioni', 'Great Lakes Casting', 'Keystone Polymers'];
// Plant, country, lines, inspectors, weight.
const PLANTS: [string, string, string[], string[], number][] = [
  ['Turin', 'IT', ['TO-1', 'TO-2', 'TO-3'], ['G. Bianchi', 'L. Conti', 'M. Ferraro'], 40],
  ['Detroit', 'US', ['DT-1', 'DT-2', 'DT-3', 'DT-4'], ['J. Carter', 'A. Nguyen', 'R. Lopez', 'S. Patel'], 38],
  ['Stavanger', 'NO', ['ST-1', 'ST-2'], ['K. Eide', 'T. Solberg'], 22],
];
const SHIFTS = ['AM', 'PM', 'NT'];
const DEFECT_TYPES = ['Scratch', 'Porosity', 'Dimensional', 'Burr', 'Crack', 'Misalignment'];
const RESULTS = ['Pass', 'Fail', 'Rework', 'Hold'];

function generate(): { parts: Part[]; inspections: Inspection[] } {
  const random = createRandom(44_017);
  const families = Object.keys(FAMILIES);
  const parts: Part[] = Array.from({ length: 1_200 }, (_, i) => {
    const family = random.pick(families);
    const spec = FAMILIES[family];
    const material = family === 'Fasteners' ? random.weighted(MATERIALS, [70, 10, 20, 0]) : random.weighted(MATERIALS, [45, 35, 8, 12]);
    return {
      part_no: `P-${10_001 + i * 3}`,
      part_name: `${random.pick(spec.names)} ${material} ${String.fromCharCode(65 + (i % 26))}${random.int(10, 99)}`,
      family,
      material,
      supplier: random.weighted(SUPPLIERS, material === 'Polymer' ? [5, 5, 5, 5, 80] : [26, 22, 24, 24, 4]),
      unit_cost: roundTo(spec.cost[0] + random.next() ** 1.5 * (spec.cost[1] - spec.cost[0]), 2),
      weight_g: roundTo(spec.weight[0] + random.next() * (spec.weight[1] - spec.weight[0]), 1),
    };
  });
  // Part of the catalogue is never made in these plants (spares and discontinued parts).
  const made = parts.filter(() => random.chance(0.85));
  const drafts = Array.from({ length: 8_000 }, () => {
    const [plant, country, lines, inspectors] = random.weighted(PLANTS, PLANTS.map((p) => p[4]));
    const part = made[Math.floor(random.next() ** 1.3 * made.length)];
    const shift = random.weighted(SHIFTS, [42, 38, 20]);
    const units = part.family === 'Fasteners' ? random.int(100, 500) : random.int(20, 120);
    const risk = FAMILIES[part.family].risk * (shift === 'NT' ? 1.5 : 1) * (plant === 'Detroit' ? 1.15 : plant === 'Stavanger' ? 0.8 : 1);
    let defects = 0;
    for (let u = 0; u < units; u += 10) if (random.chance(0.045 * risk)) defects += random.int(1, 3);
    const rate = defects / units;
    const result = defects === 0 ? random.weighted(RESULTS, [97, 0, 0, 3]) : rate > 0.06 ? random.weighted(RESULTS, [0, 70, 25, 5]) : random.weighted(RESULTS, [55, 8, 30, 7]);
    return {
      date: random.date('2024-01-02', '2025-08-29'),
      plant,
      country,
      line: random.pick(lines),
      shift,
      inspector: random.pick(inspectors),
      part_no: part.part_no,
      units,
      defects,
      result,
      defect_type: defects === 0 ? null : random.weighted(DEFECT_TYPES, [26, 18, 22, 17, 6, 11]),
      scrap: result === 'Fail' ? roundTo(defects * part.unit_cost * (3 + random.next() * 2), 2) : null,
    };
  });
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.plant.localeCompare(b.plant));
  return { parts, inspections: drafts.map((d, i) => ({ inspection_id: 610_001 + i, ...d })) };
}

const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const cell = (of: (i: Inspection) => string | number | null, total: (t: Extract<SheetRow, { total: true }>) => string | number | null = () => null) =>
  (r: SheetRow) => ('total' in r ? total(r) : of(r));

const PART_COLUMNS: Column<Part>[] = [
  { header: 'part_no', value: (p) => p.part_no },
  { header: 'part_name', value: (p) => p.part_name },
  { header: 'product_family', value: (p) => p.family },
  { header: 'material', value: (p) => p.material },
  { header: 'supplier', value: (p) => p.supplier },
  { header: 'Unit Cost (EUR)', value: (p) => p.unit_cost.toFixed(2) },
  { header: 'Weight (g)', value: (p) => p.weight_g },
];

const SHEET_COLUMNS: Column<SheetRow>[] = [
  { header: 'inspection_id', value: cell((i) => i.inspection_id, () => 'TOTAL') },
  { header: 'inspection_date', value: cell((i) => dotted(i.date)) },
  { header: 'plant', value: cell((i) => i.plant) },
  { header: 'country', value: cell((i) => i.country) },
  { header: 'line', value: cell((i) => i.line) },
  { header: 'shift', value: cell((i) => i.shift) },
  { header: 'inspector', value: cell((i) => i.inspector) },
  { header: 'part_no', value: cell((i) => i.part_no) },
  { header: 'Units Inspected', value: cell((i) => i.units, (t) => t.units) },
  { header: 'Defects (units)', value: cell((i) => i.defects, (t) => t.defects) },
  { header: 'result', value: cell((i) => i.result) },
  { header: 'defect_type', value: cell((i) => i.defect_type) },
  { header: 'Scrap Cost (EUR)', value: cell((i) => i.scrap, (t) => roundTo(t.scrap, 2)) },
];

export const quality: BusinessSchema = {
  name: 'quality',
  description: 'Manufacturing quality: 1,200 catalogue parts (CSV) and 8,000 lot inspections in three plants sharing part_no (XLSX, ending in a TOTAL row)',
  async build(dir) {
    const { parts, inspections: rows } = generate();
    const scrap = (i: Inspection) => i.scrap;
    const totals = { total: true as const, units: sumOf(rows, (i) => i.units), defects: sumOf(rows, (i) => i.defects), scrap: sumOf(rows, scrap) };
    const files = [
      await writeCsv(join(dir, 'parts.csv'), PART_COLUMNS, parts),
      await writeXlsx(join(dir, 'inspections.xlsx'), 'Inspections', SHEET_COLUMNS, [...rows, totals]),
    ];
    const q = questionSet('quality');
    const partOf = new Map(parts.map((p) => [p.part_no, p]));
    const part = (i: Inspection) => partOf.get(i.part_no)!;
    const atPlant = (plant: string) => (i: Inspection) => i.plant === plant;
    const during = (period: string) => (i: Inspection) => i.date.startsWith(period);
    const failed = (i: Inspection) => i.result === 'Fail';
    const rateBy = (key: (i: Inspection) => string) => {
      const units = groupBy(rows, key, 'sum', (i) => i.units);
      return new Map([...groupBy(rows, key, 'sum', (i) => i.defects)].map(([k, d]) => [k, roundTo(percentOf(d, units.get(k)!), 4)]));
    };
    const inspected = new Set(rows.map((i) => i.part_no));
    const heaviest = winner(new Map(parts.map((p) => [p.part_no, p.weight_g]))) as Extract<Expected, { kind: 'name' }>;
    const heaviestName = partOf.get(heaviest.value)!.part_name;
    const nameIsUnique = countWhere(parts, (p) => p.part_name === heaviestName) === 1;
    const lookup = rows[Math.floor(rows.length * 0.61)];
    const resultOf = (id: number): Expected => {
      const value = rows.find((i) => i.inspection_id === id)!.result;
      return { kind: 'name', value, others: RESULTS.filter((r) => r !== value) };
    };

    q.ask('How many inspections were carried out?', count(rows.length));
    q.ask('Total units inspected', count(totals.units));
    q.ask('How many defects did we find in total?', count(totals.defects));
    q.ask('What is the overall defect rate (defects per unit inspected)?', percent(percentOf(totals.defects, totals.units), 2));
    q.ask('Inspections by result', countsBy(groupBy(rows, (i) => i.result, 'count')));
    q.ask('What share of AM shift inspections failed?', percent(percentOf(countWhere(rows, (i) => i.shift === 'AM' && failed(i)), countWhere(rows, (i) => i.shift === 'AM'))));
    q.ask('defects found per shift', countsBy(groupBy(rows, (i) => i.shift, 'sum', (i) => i.defects)));
    q.ask('How many inspections were done at the plant in IT?', count(countWhere(rows, (i) => i.country === 'IT')));
    q.ask('Scrap cost at the US plant in euros', amount(sumOf(rows, scrap, (i) => i.country === 'US')));
    q.ask('Which plant has the highest defect rate (defects per unit inspected)?', winner(rateBy((i) => i.plant)));
    q.ask('Which inspector carried out the most inspections?', winner(groupBy(rows, (i) => i.inspector, 'count')));
    q.ask('What is the most common defect type?', winner(groupBy(rows, (i) => i.defect_type, 'count')));
    q.ask('Top 3 lines by scrap cost', ranking(ranked(groupBy(rows, (i) => i.line, 'sum', scrap), 3)));
    q.ask('Which month had the highest scrap cost?', month(ranked(groupBy(rows, (i) => i.date.slice(0, 7), 'sum', scrap), 1)[0]));
    q.ask('How many inspections in Q1 2025?', count(countWhere(rows, (i) => during('2025')(i) && quarterOf(i.date) === 1)));
    q.ask('inspections between 15 Jan and 28 Feb 2025', count(countWhere(rows, (i) => i.date >= '2025-01-15' && i.date <= '2025-02-28')));
    q.ask('When was the most recent inspection?', day(dateRange(rows, (i) => i.date).last));
    q.ask('Average units inspected per inspection for Gears', amount(avgOf(rows, (i) => i.units, (i) => part(i).family === 'Gears')));
    q.ask('Which product family has the most failed inspections?', winner(groupBy(rows, (i) => part(i).family, 'count', undefined, failed)));
    q.ask('Scrap cost on parts supplied by Total Alloys GmbH', amount(sumOf(rows, scrap, (i) => part(i).supplier === 'Total Alloys GmbH')));
    q.ask('How many parts in the catalogue come from Total Alloys GmbH?', count(countWhere(parts, (p) => p.supplier === 'Total Alloys GmbH')));
    q.ask('avg unit cost of aluminium parts', amount(avgOf(parts, (p) => p.unit_cost, (p) => p.material === 'Aluminium')));
    q.ask('How many catalogue parts were never inspected?', count(countWhere(parts, (p) => !inspected.has(p.part_no))));
    q.ask('Which part is the heaviest?', nameIsUnique ? { ...heaviest, aliases: [heaviestName] } : heaviest);
    q.ask(
      'What percentage of Stavanger inspections ended in rework?',
      percent(percentOf(countWhere(rows, (i) => atPlant('Stavanger')(i) && i.result === 'Rework'), countWhere(rows, atPlant('Stavanger')))),
    );
    q.ask('Most defects found in a single inspection', count(maxOf(rows, (i) => i.defects)));
    q.ask('average defects per inspection on the night shift (NT)', amount(avgOf(rows, (i) => i.defects, (i) => i.shift === 'NT')));
    q.ask('how many inspections by result from the night shift', countsBy(groupBy(rows, (i) => i.result, 'count', undefined, (i) => i.shift === 'NT')));
    q.ask('What share of inspections found no defects at all?', percent(percentOf(countWhere(rows, (i) => i.defects === 0), rows.length)));
    q.ask(`What was the result of inspection ${lookup.inspection_id}?`, resultOf(lookup.inspection_id));

    const turin = q.ask('how many failed inspections at Turin in March 2025', count(countWhere(rows, (i) => atPlant('Turin')(i) && failed(i) && during('2025-03')(i))));
    const detroit = q.followUp(turin, 'and Detroit?', count(countWhere(rows, (i) => atPlant('Detroit')(i) && failed(i) && during('2025-03')(i))));
    q.followUp(detroit, 'and in April?', count(countWhere(rows, (i) => atPlant('Detroit')(i) && failed(i) && during('2025-04')(i))));

    q.ask('What was the root cause of the cracks found in Detroit?', decline('no root-cause column'));
    q.ask('How many inspections were done in 2022?', decline('inspections start in January 2024'));
    q.ask('What was the machine temperature on line TO-2 when defects rose?', decline('no machine telemetry'));
    q.ask('How many customer complaints did we receive about valves?', decline('no complaints data'));
    q.ask('Predict the defect rate for next quarter', decline('a forecast'));
    q.ask('Who is our most careful inspector?', decline('subjective'));
    q.ask('How much energy did each production line use?', decline('no energy column'));
    q.ask('What did rework labour cost us?', decline('no labour cost column'));
    q.ask('How many warranty returns were there for gears?', decline('no warranty data'));
    q.ask('How much overtime did the night shift work?', decline('no hours or overtime column'));
    return { files, questions: q.questions };
  },
};
