import { describe, expect, it } from 'vitest';
import { judge, mentionable, numbersIn } from './judge.ts';
import { amount, breakdown, count, countsBy, day, decline, names, percent, ranking, winner } from './question-set.ts';

const verdict = (expected: Parameters<typeof judge>[0], answer: string, outcome?: string) => judge(expected, answer, outcome).verdict;

describe('numbers in an answer', () => {
  it('reads thousands separators, decimals, signs, scales and percentages', () => {
    expect(numbersIn('Average salary: 91,255.77 over 1,234 rows, change -5, about 1.2 million, 12.5% or 3 percent')).toEqual([
      { value: 91255.77, decimals: 2, percent: false },
      { value: 1234, decimals: 0, percent: false },
      { value: -5, decimals: 0, percent: false },
      { value: 1_200_000, decimals: null, percent: false },
      { value: 12.5, decimals: 1, percent: true },
      { value: 3, decimals: 0, percent: true },
    ]);
  });

  it('does not read dates, times or codes as quantities', () => {
    expect(numbersIn('On 2024-03-15 at 10:30 sensor S-014 sent invoice INV-2023-00042 in 2024-03, paid 15/03/2024')).toEqual([]);
  });

  it('does not read digits inside words', () => {
    expect(numbersIn('Q3 sales of the X200 model')).toEqual([]);
  });
});

describe('numbers', () => {
  it('a figure in bold is the answer: a row count in brackets beside it is not', () => {
    expect(verdict(count(14_236), 'The number of distinct boxes delivered is **5** (14,236 rows).')).toBe('wrong');
    expect(verdict(count(12), '**615,161** has the highest Defects (units): 12.')).toBe('right');
    expect(verdict(count(14_236), 'The number of rows delivered is **14,236**.')).toBe('right');
    expect(verdict(count(14_236), 'We delivered 14,236 boxes.')).toBe('right');
  });

  it('a count must be exact: "There are 240 rows." is not 26', () => {
    expect(verdict(count(26), 'There are 240 rows.')).toBe('wrong');
    expect(verdict(count(26), '26 employees work in Berlin.')).toBe('right');
    expect(verdict(count(1000), 'Count: 1,001')).toBe('wrong');
    expect(verdict(count(1000), 'Count: 1,000')).toBe('right');
  });

  it('an amount matches within 0.5% or at the expected precision', () => {
    expect(verdict(amount(91255.7712), 'Average salary where department = Engineering, 43 rows: 91,255.77')).toBe('right');
    expect(verdict(amount(91255.7712), 'about 91,300')).toBe('right');
    expect(verdict(amount(91255.7712), 'about 92,000')).toBe('wrong');
    expect(verdict(amount(1_234_567), 'Total: 1.23 million')).toBe('right');
  });

  it('a number written as precisely as expected gets no tolerance; a coarser one is a rounding', () => {
    expect(verdict(amount(3.7724), 'The average satisfaction_score is 3.75.')).toBe('wrong');
    expect(verdict(amount(3.7724), 'about 3.8')).toBe('right');
    expect(verdict(amount(3.7724), 'about 3.7')).toBe('wrong');
    expect(verdict(amount(3.7724), '3.7724')).toBe('right');
    expect(verdict(percent(7.0475), '**7.05%** (2,819 of 40,000 rows)')).toBe('right');
    expect(verdict(percent(7.0475), '7.1%')).toBe('wrong');
  });

  it('a large table of numbers does not answer a single-number question', () => {
    const dump = ['| city | n |', '|---|---|', ...Array.from({ length: 8 }, (_, i) => `| c${i} | ${20 + i} |`)].join('\n');
    expect(verdict(count(26), dump)).toBe('wrong');
    expect(verdict(count(26), '| count |\n|---|\n| 26 |')).toBe('right');
    const values = Array.from({ length: 20 }, (_, i) => `**${20 + i}**`).join(', ');
    expect(verdict(count(26), `20 rows match; their amounts: ${values}`)).toBe('wrong');
  });
});

describe('percentages', () => {
  it('need a percent sign or word and the value at the expected precision', () => {
    expect(verdict(percent(23.4567), 'Share of returned orders: 23.46%')).toBe('right');
    expect(verdict(percent(23.4567), '23.5 percent of orders')).toBe('right');
    expect(verdict(percent(23.4567), '23% of orders')).toBe('right');
    expect(verdict(percent(23.4567), '23.4% of orders')).toBe('wrong');
    expect(verdict(percent(23.4567), '24% of orders')).toBe('wrong');
    expect(verdict(percent(23.4567), '23.46 orders')).toBe('wrong');
  });
});

describe('names', () => {
  const cities = new Map([['Lisbon', 312], ['Berlin', 290], ['Paris', 100]]);

  it('match case-insensitively as whole words', () => {
    expect(verdict(winner(cities), 'lisbon has the most employees')).toBe('right');
    expect(verdict(winner(cities), 'Lisbonne has the most employees')).toBe('wrong');
  });

  it('the winner must come before its rivals', () => {
    expect(verdict(winner(cities), 'Lisbon (312), followed by Berlin (290)')).toBe('right');
    expect(verdict(winner(cities), '| Berlin | 290 |\n| Lisbon | 312 |')).toBe('wrong');
    expect(verdict(winner(cities, 'asc'), 'Paris has the fewest')).toBe('right');
  });

  it('a number stated beside the winner must be its value', () => {
    expect(verdict(winner(cities), 'Lisbon has the highest employee_id (3,400).')).toBe('wrong');
    expect(verdict(winner(cities), 'Lisbon has the most employees (312 of 702).')).toBe('right');
    expect(verdict(winner(cities), 'Lisbon has the most employees.\nThe table has 702 rows.')).toBe('right');
    expect(verdict(winner(cities), 'Lisbon, Berlin and Paris have the highest code (INV-2022-00001).')).toBe('wrong');
    const products = new Map([['Total Gym 2000', 491.5], ['Acme Kettle 300', 20]]);
    expect(verdict(winner(products), 'Total Gym 2000 is the most expensive (491.50 EUR).')).toBe('right');
  });

  it('an alias names the same thing', () => {
    const trips = { ...winner(new Map([['V-223', 250], ['V-001', 240]])), aliases: ['TE67 NWB'] };
    expect(verdict(trips, '**TE67 NWB** has the most trips: 250.')).toBe('right');
    expect(verdict(trips, '**TE67 NWB** has the most trips: 240.')).toBe('wrong');
  });

  it('short capitalised values such as IT or US match only in capitals', () => {
    const departments = new Map([['IT', 90], ['Sales', 80]]);
    expect(verdict(winner(departments), 'It is Sales.')).toBe('wrong');
    expect(verdict(winner(departments), 'The IT department.')).toBe('right');
  });

  it('a rival written in other case, spacing or a folding letter still counts', () => {
    const depots = new Map([['North Hub', 50], ['West Hub', 40], ['Kassel', 30]]);
    expect(verdict(winner(depots), 'west\n  HUB (40) and North Hub (50)')).toBe('wrong');
    // U+017F (long s) and U+212A (Kelvin sign) match s and k under case-insensitive Unicode patterns.
    expect(verdict(winner(depots), 'We\u017ft Hub, then North Hub')).toBe('wrong');
    expect(verdict(winner(depots), '\u212Aassel, then North Hub')).toBe('wrong');
    expect(verdict(winner(depots), 'North Hub (50), then West Hub and Kassel')).toBe('right');
  });

  // The heaviest of 30,000 shipments has 29,999 rivals. Judging once compiled a pattern per rival
  // (25 s on this machine), which blocked the run's event loop past the service's keep-alive
  // timeout: the next request went out on a socket the server had closed ("fetch failed").
  it('a winner among 30,000 rivals is judged like one among three', () => {
    const shipments = new Map(Array.from({ length: 30_000 }, (_, i) => [`SHP-2024-${String(100_000 + i)}`, i === 16_571 ? 20_000 : i / 10] as [string, number]));
    const heaviest = winner(shipments);
    expect(heaviest).toMatchObject({ value: 'SHP-2024-116571' });
    expect(verdict(heaviest, '**SHP-2024-116571** has the highest Weight (kg): 20,000.00.')).toBe('right');
    expect(verdict(heaviest, '**SHP-2024-116571** has the highest Weight (kg): 2,999.90.')).toBe('wrong');
    expect(verdict(heaviest, 'shp-2024-129999 (2,999.90) and SHP-2024-116571 (20,000.00)')).toBe('wrong');
    expect(verdict(heaviest, 'SHP-2024-116571 and SHP-2024-100002 are the heaviest.')).toBe('wrong');
  });

  it('only the rivals an answer can mention are matched as patterns', () => {
    const ids = Array.from({ length: 30_000 }, (_, i) => `SHP-2024-${String(100_000 + i)}`);
    expect(mentionable('**SHP-2024-116571** has the highest Weight (kg): 16,789.50.', ids)).toEqual(['SHP-2024-116571']);
    expect(mentionable('shp-2024-129999 then SHP-2024-116571', ids)).toEqual(['SHP-2024-116571', 'SHP-2024-129999']);
    expect(mentionable('We\u017ft HUB and \u212Aassel', ['West Hub', 'Kassel', 'North Hub', 'Zürich'])).toEqual(['West Hub', 'Kassel']);
    // A name without ASCII letters or digits cannot be ruled out this way.
    expect(mentionable('nothing here', ['Zürich', 'Ωmega', '東京'])).toEqual(['東京']);
  });

  it('lists need every item, rankings in order', () => {
    expect(verdict(names(['Ann Lee', 'Bo Chan']), 'Bo Chan and Ann Lee')).toBe('right');
    expect(verdict(names(['Ann Lee', 'Bo Chan']), 'Ann Lee only')).toBe('wrong');
    expect(verdict(ranking(['Ann Lee', 'Bo Chan']), '1. Ann Lee 2. Bo Chan')).toBe('right');
    expect(verdict(ranking(['Ann Lee', 'Bo Chan']), '1. Bo Chan 2. Ann Lee')).toBe('wrong');
  });

  it('an item named inside a longer item of the same list is not that item', () => {
    const garments = ranking(['Wedding Dress', 'Trousers', 'Dress']);
    expect(verdict(garments, '1. Wedding Dress 2. Trousers 3. Dress')).toBe('right');
    expect(verdict(garments, '1. Dress 2. Wedding Dress 3. Trousers')).toBe('wrong');
    expect(verdict(garments, '1. Wedding Dress 2. Dress 3. Trousers')).toBe('wrong');
    expect(verdict(ranking(['Wedding Dress', 'Dress']), 'Wedding Dress only')).toBe('wrong');
  });
});

describe('breakdowns', () => {
  const byCountry = new Map([['US', 1200.5], ['Canada', 830], ['UK', 99.25]]);

  it('need every key with its own value on its line', () => {
    const table = '| country | total |\n|---|---|\n| Canada | 830.00 |\n| UK | 99.25 |\n| US | 1,200.50 |';
    expect(verdict(breakdown(byCountry), table)).toBe('right');
    expect(verdict(breakdown(byCountry), 'US: 1,200.50, Canada: 830, UK: 99.25')).toBe('right');
  });

  it('a value on another key\'s line or a missing key fails', () => {
    expect(verdict(breakdown(byCountry), 'US: 830, Canada: 1,200.50, UK: 99.25')).toBe('wrong');
    expect(verdict(breakdown(byCountry), 'US: 1,200.50\nCanada: 830')).toBe('wrong');
  });

  it('counts are exact', () => {
    const counts = new Map([['2023', 412], ['2024', 388]]);
    expect(verdict(countsBy(counts), '- 2023: 412\n- 2024: 388')).toBe('right');
    expect(verdict(countsBy(counts), '- 2023: 413\n- 2024: 388')).toBe('wrong');
  });
});

describe('dates', () => {
  it('accept ISO and written forms', () => {
    expect(verdict(day('2024-03-05'), 'The first order was on 2024-03-05.')).toBe('right');
    expect(verdict(day('2024-03-05'), 'on March 5, 2024')).toBe('right');
    expect(verdict(day('2024-03-05'), 'on 5 Mar 2024')).toBe('right');
    expect(verdict(day('2024-03-05'), 'on 2024-03-15')).toBe('wrong');
    expect(verdict(day('2024-03-15'), 'paid on 15/03/2024')).toBe('right');
    expect(verdict(day('2024-03-05'), 'paid on 05/03/2024')).toBe('wrong');
    expect(verdict(day('2024-03'), 'in March 2024')).toBe('right');
    expect(verdict(day('2024-03'), 'in May 2024')).toBe('wrong');
  });
});

describe('declining', () => {
  it('an answerable question declined is declined, not right', () => {
    expect(judge(count(26), '26', 'declined')).toMatchObject({ verdict: 'declined', correct: false });
    expect(judge(count(26), '26', 'uncertain')).toMatchObject({ verdict: 'declined', correct: false });
    expect(judge(count(26), '26', 'answered')).toMatchObject({ verdict: 'right', correct: true });
  });

  it('an unanswerable question is right only when declined; a missing outcome is an answer', () => {
    expect(judge(decline('no bonus column'), 'I cannot find a bonus column.', 'declined')).toMatchObject({ verdict: 'declined', correct: true });
    expect(judge(decline('no bonus column'), 'The average bonus is 12.', undefined)).toMatchObject({ verdict: 'wrong', correct: false });
  });
});
