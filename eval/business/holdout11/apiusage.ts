// An API platform's customers and their usage: 1,500 customers (CSV, signup dates written
// "03/15/2024"), 2,640 API keys (XLSX) and 250,000 request log lines from January to June 2025
// with the amount billed per request (Parquet). Requests reach a customer only through the key, so
// most questions join three tables. Traps: customer, key and request ids that look numeric, an
// industry called "IT" and one called "Other", a customer named "Total Logistics Inc", blank
// revocation dates for active keys, test-environment keys and Free-plan customers that are never
// billed, and latency and payload size with units in their headers.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: number;
  company: string;
  plan: string;
  industry: string;
  region: string;
  signup: string;
  fee: number;
}

interface ApiKey {
  id: number;
  customer: number;
  label: string;
  env: string;
  created: string;
  revoked: string | null;
}

interface Request {
  id: number;
  key: number;
  at: string;
  endpoint: string;
  method: string;
  status: number;
  latency: number;
  size: number;
  billed: number;
}

const PLANS: [string, number, number][] = [['Free', 45, 0], ['Starter', 30, 49], ['Pro', 18, 299], ['Enterprise', 7, 0]];
const INDUSTRIES: [string, number][] = [['IT', 26], ['Retail', 18], ['Finance', 15], ['Health', 10], ['Media', 9], ['Logistics', 12], ['Other', 10]];
const REGIONS: [string, number][] = [['EU', 38], ['US', 35], ['APAC', 18], ['LATAM', 9]];
const PREFIX = ['Blue', 'North', 'Bright', 'Iron', 'Silver', 'Rapid', 'Green', 'Nova', 'Peak', 'Clear', 'Urban', 'Swift', 'Prime', 'Echo', 'Solid'];
const SUFFIX = ['Labs', 'Systems', 'Data', 'Works', 'Health', 'Commerce', 'Media', 'Logistics', 'Pay', 'Cloud'];
// endpoint, method, weight, price per request (USD), typical latency ms, typical KB
const ENDPOINTS: [string, string, number, number, number, number][] = [
  ['/v1/search', 'GET', 34, 0.002, 140, 18],
  ['/v1/orders', 'POST', 18, 0.001, 95, 4],
  ['/v1/users', 'GET', 20, 0.0005, 60, 2.5],
  ['/v1/geocode', 'GET', 14, 0.005, 210, 1.2],
  ['/v1/translate', 'POST', 9, 0.01, 420, 6],
  ['/v1/reports', 'GET', 5, 0.02, 1_300, 240],
];
const STATUSES: [number, number][] = [[200, 88], [201, 3], [400, 2.2], [401, 1.3], [404, 2], [429, 2], [500, 1.1], [503, 0.4]];

/** "03/15/2024", as the billing system exports the signup date. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Plain code-unit order: the ISO-like timestamps sort the same as with localeCompare, many times faster. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function generate(): { customers: Customer[]; keys: ApiKey[]; requests: Request[] } {
  const random = createRandom(91_359);
  const customers: Customer[] = [];
  const usedNames = new Set<string>(['Total Logistics Inc']);
  for (let i = 0; i < 1_500; i++) {
    const [plan, , fee] = random.weighted(PLANS, PLANS.map((p) => p[1]));
    let company = i === 417 ? 'Total Logistics Inc' : '';
    while (!company || (usedNames.has(company) && i !== 417)) company = `${random.pick(PREFIX)}${random.pick(SUFFIX).toLowerCase()} ${random.pick(['Ltd', 'Inc', 'GmbH', 'BV', 'Pty', 'SA', 'LLC', 'Co'])}${random.chance(0.3) ? ` ${random.int(2, 99)}` : ''}`;
    usedNames.add(company);
    customers.push({
      id: 100_201 + i,
      company,
      plan: i === 417 ? 'Enterprise' : plan,
      industry: i === 417 ? 'Logistics' : random.weighted(INDUSTRIES.map((x) => x[0]), INDUSTRIES.map((x) => x[1])),
      region: random.weighted(REGIONS.map((x) => x[0]), REGIONS.map((x) => x[1])),
      signup: random.date('2023-01-01', '2025-05-31'),
      fee: i === 417 || plan === 'Enterprise' ? random.int(15, 50) * 100 : fee,
    });
  }
  const keys: ApiKey[] = [];
  for (const c of customers) {
    const n = c.plan === 'Enterprise' ? random.int(3, 6) : c.plan === 'Free' ? 1 : random.int(1, 3);
    for (let k = 0; k < n; k++) {
      const env = k === 0 ? 'live' : random.weighted(['live', 'test'], [55, 45]);
      const created = random.date(c.signup, '2025-05-31');
      const revoked = random.chance(0.12) ? random.date('2025-02-01', '2025-06-30') : null;
      keys.push({ id: 0, customer: c.id, label: env === 'test' ? random.pick(['staging', 'ci', 'sandbox']) : random.pick(['production', 'mobile-app', 'backend', 'web']), env, created: created > '2025-01-31' && revoked ? '2025-01-15' : created, revoked });
    }
  }
  keys.forEach((k, i) => (k.id = 50_001 + i * 7));
  const customerOf = new Map(customers.map((c) => [c.id, c]));
  const activity = keys.map((k) => {
    const c = customerOf.get(k.customer)!;
    return (c.plan === 'Enterprise' ? 60 : c.plan === 'Pro' ? 14 : c.plan === 'Starter' ? 4 : 1) * (k.env === 'test' ? 0.25 : 1) * (0.3 + random.next() * 1.4);
  });
  // Cumulative weights and a binary search: random.weighted would scan every key for each request.
  const cumulative: number[] = [];
  activity.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const pickKey = () => {
    const r = random.next() * cumulative[cumulative.length - 1];
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return keys[lo];
  };
  const requests: Request[] = [];
  for (let i = 0; i < 250_000; i++) {
    const key = pickKey();
    const c = customerOf.get(key.customer)!;
    const from = key.created > '2025-01-01' ? key.created : '2025-01-01';
    const to = key.revoked ? key.revoked : '2025-06-30';
    const dayOf = from <= to ? random.date(from, to) : from;
    const at = `${dayOf} ${String(random.int(0, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const [endpoint, method, , price, latency, kb] = random.weighted(ENDPOINTS, ENDPOINTS.map((e) => e[2]));
    const status = random.weighted(STATUSES.map((s) => s[0]), STATUSES.map((s) => s[1]));
    const ok = status < 400;
    const billed = ok && key.env === 'live' && c.plan !== 'Free' ? Math.round(price * (c.plan === 'Enterprise' ? 0.7 : 1) * 100_000) / 100_000 : 0;
    requests.push({
      id: 0,
      key: key.id,
      at,
      endpoint,
      method: endpoint === '/v1/orders' && random.chance(0.2) ? 'GET' : method,
      status,
      latency: Math.max(8, Math.round(random.normal(latency, latency * 0.35) * (status >= 500 ? 2.5 : 1))),
      size: ok ? Math.max(0.1, Math.round(random.normal(kb, kb * 0.3) * 10) / 10) : 0.3,
      billed,
    });
  }
  requests.sort((a, b) => byText(a.at, b.at) || a.key - b.key);
  requests.forEach((r, i) => (r.id = 880_000_001 + i));
  return { customers, keys, requests };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'Company Name', value: (c) => c.company },
  { header: 'Plan', value: (c) => c.plan },
  { header: 'Industry', value: (c) => c.industry },
  { header: 'Region', value: (c) => c.region },
  { header: 'Signup Date', value: (c) => usDate(c.signup) },
  { header: 'Monthly Fee (USD)', value: (c) => c.fee },
];

const KEY_COLUMNS: Column<ApiKey>[] = [
  { header: 'Key ID', value: (k) => k.id },
  { header: 'Customer ID', value: (k) => k.customer },
  { header: 'Key Label', value: (k) => k.label },
  { header: 'Environment', value: (k) => k.env },
  { header: 'Created', value: (k) => k.created },
  { header: 'Revoked On', value: (k) => k.revoked },
];

const REQUEST_COLUMNS: Column<Request>[] = [
  { header: 'request_id', value: (r) => r.id, sqlType: 'BIGINT' },
  { header: 'key_id', value: (r) => r.key, sqlType: 'INTEGER' },
  { header: 'requested_at', value: (r) => r.at, sqlType: 'TIMESTAMP' },
  { header: 'endpoint', value: (r) => r.endpoint },
  { header: 'http_method', value: (r) => r.method },
  { header: 'status_code', value: (r) => r.status, sqlType: 'INTEGER' },
  { header: 'Latency (ms)', value: (r) => r.latency, sqlType: 'INTEGER' },
  { header: 'Response Size (KB)', value: (r) => r.size, sqlType: 'DOUBLE' },
  { header: 'billed_usd', value: (r) => r.billed, sqlType: 'DOUBLE' },
];

export const apiusage: BusinessSchema = {
  name: 'apiusage',
  description: "An API platform's 1,500 customers (CSV), their 2,640 API keys (XLSX) and 250,000 request log lines Jan-Jun 2025 with the amount billed per request (Parquet); requests join keys by key_id, keys join customers by Customer ID",
  async build(dir) {
    const { customers, keys, requests } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeXlsx(join(dir, 'api_keys.xlsx'), 'Keys', KEY_COLUMNS, keys),
      await writeParquet(join(dir, 'request_log.parquet'), REQUEST_COLUMNS, requests),
    ];
    const q = questionSet('apiusage');
    const keyOf = new Map(keys.map((k) => [k.id, k]));
    const customerOf = new Map(customers.map((c) => [c.id, c]));
    const cust = (r: Request) => customerOf.get(keyOf.get(r.key)!.customer)!;
    const billed = (r: Request) => r.billed;
    const latency = (r: Request) => r.latency;
    const serverError = (r: Request) => r.status >= 500;
    const inMonth = (m: string) => (r: Request) => r.at.startsWith(m);

    q.ask('How many API requests did we log?', count(requests.length));
    q.ask('How many customers do we have?', count(customers.length));
    q.ask('customers by plan', countsBy(groupBy(customers, (c) => c.plan, 'count')));
    q.ask('How many API keys are still active (not revoked)?', count(countWhere(keys, (k) => k.revoked === null)));
    q.ask('How many keys have been revoked?', count(countWhere(keys, (k) => k.revoked !== null)));
    q.ask('What percentage of requests returned a 5xx server error?', percent(percentOf(countWhere(requests, serverError), requests.length), 2));
    q.ask('Requests by HTTP method', countsBy(groupBy(requests, (r) => r.method, 'count')));
    q.ask('What is the average latency in ms?', amount(avgOf(requests, latency), 1));
    q.ask('median latency for /v1/search', amount(medianOf(requests, latency, (r) => r.endpoint === '/v1/search'), 1));
    q.ask('Which endpoint is slowest on average?', winner(groupBy(requests, (r) => r.endpoint, 'avg', latency)));
    q.ask('How much have we billed in total, in USD?', amount(sumOf(requests, billed)));
    q.ask('How much did we bill in March 2025?', amount(sumOf(requests, billed, inMonth('2025-03'))));
    q.ask('billed amount by plan', breakdown(groupBy(requests, (r) => cust(r).plan, 'sum', billed)));
    q.ask('Top 5 customers by amount billed', ranking(ranked(groupBy(requests, (r) => cust(r).company, 'sum', billed), 5)));
    q.ask('Which region sends us the most requests?', winner(groupBy(requests, (r) => cust(r).region, 'count')));
    q.ask('How many requests did Total Logistics Inc make?', count(countWhere(requests, (r) => cust(r).company === 'Total Logistics Inc')));
    q.ask('How many requests came in during Q2?', count(countWhere(requests, (r) => quarterOf(r.at) === 2)));
    q.ask('Requests since 1 June 2025', count(countWhere(requests, (r) => r.at >= '2025-06-01')));
    q.ask('How many requests did we get between 3 March and 9 March 2025?', count(countWhere(requests, (r) => r.at >= '2025-03-03' && r.at < '2025-03-10')));
    q.ask('What was our busiest month for API traffic?', month(busiestMonth(requests, (r) => r.at)));
    q.ask('How many requests were rate limited (HTTP 429)?', count(countWhere(requests, (r) => r.status === 429)));
    q.ask('How many calls hit /v1/reports in April?', count(countWhere(requests, (r) => r.endpoint === '/v1/reports' && inMonth('2025-04')(r))));
    q.ask('Total response size in KB for /v1/reports', amount(sumOf(requests, (r) => r.size, (r) => r.endpoint === '/v1/reports'), 0));
    q.ask('Average monthly fee of Enterprise customers', amount(avgOf(customers, (c) => c.fee, (c) => c.plan === 'Enterprise')));
    q.ask('What is our total monthly recurring fee across all customers?', amount(sumOf(customers, (c) => c.fee), 0));
    q.ask('How many customers signed up in 2024?', count(countWhere(customers, (c) => c.signup.startsWith('2024'))));
    q.ask('How many customers are in the IT industry?', count(countWhere(customers, (c) => c.industry === 'IT')));
    q.ask('How many customers have Other as their industry?', count(countWhere(customers, (c) => c.industry === 'Other')));
    q.ask('Which industry has the most Enterprise customers?', winner(groupBy(customers, (c) => c.industry, 'count', undefined, (c) => c.plan === 'Enterprise')));
    q.ask('What share of requests were made with test keys?', percent(percentOf(countWhere(requests, (r) => keyOf.get(r.key)!.env === 'test'), requests.length)));
    q.ask('How many requests came from Free plan customers?', count(countWhere(requests, (r) => cust(r).plan === 'Free')));
    q.ask('Which endpoint do Enterprise customers call the most?', winner(groupBy(requests, (r) => r.endpoint, 'count', undefined, (r) => cust(r).plan === 'Enterprise')));
    const eu = q.ask('How many requests did EU customers make in May?', count(countWhere(requests, (r) => cust(r).region === 'EU' && inMonth('2025-05')(r))));
    q.followUp(eu, 'and US customers?', count(countWhere(requests, (r) => cust(r).region === 'US' && inMonth('2025-05')(r))));
    const geo = q.ask('average latency of /v1/geocode calls', amount(avgOf(requests, latency, (r) => r.endpoint === '/v1/geocode'), 1));
    q.followUp(geo, 'What about /v1/translate?', amount(avgOf(requests, latency, (r) => r.endpoint === '/v1/translate'), 1));
    q.ask('5xx error rate by endpoint', breakdown(new Map([...groupBy(requests, (r) => r.endpoint, 'count')].map(([k, n]) => [k, percentOf(countWhere(requests, (r) => r.endpoint === k && serverError(r)), n)])), 2));
    q.ask('How many server errors did Enterprise customers hit in June?', count(countWhere(requests, (r) => serverError(r) && cust(r).plan === 'Enterprise' && inMonth('2025-06')(r))));
    q.ask('How many API keys were created in 2025?', count(countWhere(keys, (k) => k.created.startsWith('2025'))));
    q.ask('How much did APAC customers get billed in Q1?', amount(sumOf(requests, billed, (r) => cust(r).region === 'APAC' && quarterOf(r.at) === 1)));
    q.ask('requests per region', countsBy(groupBy(requests, (r) => cust(r).region, 'count')));

    q.ask('What was our API uptime in May?', decline('no uptime or incident data'));
    q.ask('Why did customers churn last quarter?', decline('no churn reason'));
    q.ask('Which developer email owns key 50001?', decline('no owner email'));
    q.ask('Which IP addresses send the most requests?', decline('no IP address column'));
    q.ask('What does each request cost us in compute?', decline('no infrastructure cost'));
    q.ask('How many requests did we serve in 2024?', decline('the request log starts in January 2025'));
    q.ask('How much will we bill next month?', decline('a forecast'));
    q.ask("What's the NPS of our Enterprise customers?", decline('no survey data'));
    q.ask('How many invoices are overdue?', decline('no invoice or payment status'));
    q.ask('Which SDK version do most requests use?', decline('no user agent or SDK column'));
    q.ask('What search terms do customers send to /v1/search most?', decline('no request bodies'));
    return { files, questions: q.questions };
  },
};
