// A general insurer: 15,000 policies (Parquet) and 60,000 claims (CSV) sharing `policy_id`. Traps:
// US state codes that are English words ("OR", "IN", "ME"), the broker "Total Cover Brokers" (a
// broker, not a summary row), the annual premium stored as text, the loss date written US-style
// (MM/DD/YYYY text), blank payouts on open and rejected claims, dollars in headers, policy and
// claim ids that must never be summed, and policies that never claimed.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Policy {
  policy_id: string;
  holder: string;
  state: string;
  product: string;
  broker: string;
  start: string;
  premium: number;
  sum_insured: number;
  status: string;
}

interface Claim {
  claim_id: string;
  policy_id: string;
  /** ISO; written to the file as MM/DD/YYYY. */
  loss: string;
  cause: string;
  claimed: number;
  paid: number | null;
  status: string;
  adjuster: string;
}

const STATES: [string, number][] = [['CA', 24], ['TX', 20], ['NY', 15], ['OR', 11], ['WA', 10], ['IN', 9], ['ME', 5], ['AZ', 6]];
// Product, premium range, sum insured range, causes of loss.
const PRODUCTS: [string, [number, number], [number, number], string[], number][] = [
  ['Home', [600, 2600], [150_000, 900_000], ['Fire', 'Water', 'Theft', 'Storm'], 34],
  ['Motor', [500, 2200], [8_000, 60_000], ['Collision', 'Theft', 'Storm'], 36],
  ['Pet', [180, 900], [2_000, 12_000], ['Illness', 'Injury'], 12],
  ['Travel', [60, 400], [5_000, 50_000], ['Illness', 'Theft', 'Injury'], 10],
  ['Landlord', [700, 3400], [200_000, 1_500_000], ['Fire', 'Water', 'Storm'], 8],
];
const BROKERS = ['Direct', 'Total Cover Brokers', 'Harbor Insurance Agency', 'Pinecrest Partners', 'Summit Risk Advisors'];
const ADJUSTERS = ['Maria Delgado', 'Kevin Osei', 'Priya Raman', 'Tom Becker', 'Lena Novak', 'Sam Whitfield'];
const FIRST = ['James', 'Olivia', 'Noah', 'Emma', 'Liam', 'Ava', 'Mason', 'Sophia', 'Lucas', 'Mia', 'Ethan', 'Harper', 'Logan', 'Ella'];
const LAST = ['Garcia', 'Nguyen', 'Smith', 'Patel', 'Johnson', 'Kim', 'Brown', 'Lopez', 'Miller', 'Davis', 'Wilson', 'Clark', 'Young'];

function generate(): { policies: Policy[]; claims: Claim[] } {
  const random = createRandom(70_101);
  const policies: Policy[] = Array.from({ length: 15_000 }, (_, i) => {
    const [product, premium, insured] = random.weighted(PRODUCTS, PRODUCTS.map((p) => p[4]));
    return {
      policy_id: `POL-${100_001 + i}`,
      holder: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      state: random.weighted(STATES.map((s) => s[0]), STATES.map((s) => s[1])),
      product,
      broker: random.weighted(BROKERS, [30, 22, 20, 16, 12]),
      start: random.date('2019-01-01', '2025-06-30'),
      premium: random.float(premium[0], premium[1], 2),
      sum_insured: 1000 * random.int(insured[0] / 1000, insured[1] / 1000),
      status: random.weighted(['Active', 'Lapsed', 'Cancelled'], [74, 17, 9]),
    };
  });
  const claimants = policies.filter(() => random.chance(0.82));
  const drafts = Array.from({ length: 60_000 }, () => {
    const policy = claimants[Math.floor(random.next() ** 1.3 * claimants.length)];
    const causes = PRODUCTS.find((p) => p[0] === policy.product)![3];
    const cause = random.pick(causes);
    const cap = policy.product === 'Home' || policy.product === 'Landlord' ? 40_000 : policy.product === 'Motor' ? 18_000 : 4_000;
    const claimed = random.float(150, cap, 2);
    const status = random.weighted(['Settled', 'Open', 'Rejected'], [71, 17, 12]);
    return {
      policy_id: policy.policy_id,
      loss: random.date('2022-01-01', '2025-09-30'),
      cause,
      claimed,
      paid: status === 'Settled' ? Math.round(claimed * random.float(0.55, 1, 3) * 100) / 100 : null,
      status,
      adjuster: random.pick(ADJUSTERS),
    };
  });
  drafts.sort((a, b) => a.loss.localeCompare(b.loss) || a.policy_id.localeCompare(b.policy_id));
  return { policies, claims: drafts.map((d, i) => ({ claim_id: `CLM-${String(i + 1).padStart(6, '0')}`, ...d })) };
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const POLICY_COLUMNS: Column<Policy>[] = [
  { header: 'policy_id', value: (p) => p.policy_id },
  { header: 'policyholder', value: (p) => p.holder },
  { header: 'state', value: (p) => p.state },
  { header: 'product', value: (p) => p.product },
  { header: 'broker', value: (p) => p.broker },
  { header: 'start_date', value: (p) => p.start, sqlType: 'DATE' },
  { header: 'annual_premium', value: (p) => p.premium.toFixed(2) },
  { header: 'Sum Insured ($)', value: (p) => p.sum_insured, sqlType: 'INTEGER' },
  { header: 'policy_status', value: (p) => p.status },
];

const CLAIM_COLUMNS: Column<Claim>[] = [
  { header: 'claim_id', value: (c) => c.claim_id },
  { header: 'policy_id', value: (c) => c.policy_id },
  { header: 'loss_date', value: (c) => usDate(c.loss) },
  { header: 'cause_of_loss', value: (c) => c.cause },
  { header: 'Claimed ($)', value: (c) => c.claimed.toFixed(2) },
  { header: 'Paid ($)', value: (c) => (c.paid === null ? null : c.paid.toFixed(2)) },
  { header: 'claim_status', value: (c) => c.status },
  { header: 'adjuster', value: (c) => c.adjuster },
];

export const insurance: BusinessSchema = {
  name: 'insurance',
  description: 'An insurer: 15,000 policies (Parquet) and 60,000 claims sharing policy_id, loss dates as MM/DD/YYYY (CSV)',
  async build(dir) {
    const { policies, claims } = generate();
    const files = [
      await writeParquet(join(dir, 'policies.parquet'), POLICY_COLUMNS, policies),
      await writeCsv(join(dir, 'claims.csv'), CLAIM_COLUMNS, claims),
    ];
    const q = questionSet('insurance');
    const policyOf = new Map(policies.map((p) => [p.policy_id, p]));
    const policy = (c: Claim) => policyOf.get(c.policy_id)!;
    const paid = (c: Claim) => c.paid;
    const claimed = (c: Claim) => c.claimed;
    const premium = (p: Policy) => p.premium;
    const during = (period: string) => (c: Claim) => c.loss.startsWith(period);
    const active = (p: Policy) => p.status === 'Active';
    const claimedOnce = new Set(claims.map((c) => c.policy_id));

    q.ask('How many policies do we have on the books?', count(policies.length));
    q.ask('how many active policies in Oregon (OR)', count(countWhere(policies, (p) => p.state === 'OR' && active(p))));
    q.ask('What is the total annual premium of our active policies?', amount(sumOf(policies, premium, active)));
    q.ask('Annual premium by product, active policies only', breakdown(groupBy(policies, (p) => p.product, 'sum', premium, active)));
    q.ask('Which state brings in the most annual premium?', winner(groupBy(policies, (p) => p.state, 'sum', premium)));
    q.ask('How many policies were sold through Total Cover Brokers?', count(countWhere(policies, (p) => p.broker === 'Total Cover Brokers')));
    q.ask('What percentage of our policies are Motor?', percent(percentOf(countWhere(policies, (p) => p.product === 'Motor'), policies.length)));
    q.ask('Average sum insured on Home policies', amount(avgOf(policies, (p) => p.sum_insured, (p) => p.product === 'Home')));
    q.ask('What is the median annual premium for Pet insurance?', amount(medianOf(policies, premium, (p) => p.product === 'Pet')));
    q.ask('How many lapsed policies came in Direct?', count(countWhere(policies, (p) => p.status === 'Lapsed' && p.broker === 'Direct')));
    q.ask('premium written on policies that started in 2023', amount(sumOf(policies, premium, (p) => p.start.startsWith('2023'))));
    q.ask('How many claims had a loss date in 2024?', count(countWhere(claims, during('2024'))));
    q.ask('How much have we paid out on claims in total?', amount(sumOf(claims, paid)));
    q.ask('Total paid on claims with a loss in Q3 2024', amount(sumOf(claims, paid, (c) => during('2024')(c) && quarterOf(c.loss) === 3)));
    q.ask('claims by status', countsBy(groupBy(claims, (c) => c.status, 'count')));
    q.ask('What share of claims get rejected?', percent(percentOf(countWhere(claims, (c) => c.status === 'Rejected'), claims.length)));
    q.ask('Top 3 causes of loss by amount paid', ranking(ranked(groupBy(claims, (c) => c.cause, 'sum', paid), 3)));
    q.ask('Which adjuster has settled the most claims?', winner(groupBy(claims, (c) => c.adjuster, 'count', undefined, (c) => c.status === 'Settled')));
    q.ask('Average claimed amount for Water claims on policies in Indiana (IN)', amount(avgOf(claims, claimed, (c) => c.cause === 'Water' && policy(c).state === 'IN')));
    q.ask('How many claims have come from policies in Maine (ME)?', count(countWhere(claims, (c) => policy(c).state === 'ME')));
    q.ask('How much did we pay out on Motor policies?', amount(sumOf(claims, paid, (c) => policy(c).product === 'Motor')));
    q.ask('Which product has the highest average payout per settled claim?', winner(groupBy(claims, (c) => policy(c).product, 'avg', paid, (c) => c.status === 'Settled')));
    q.ask('How many claims are still open?', count(countWhere(claims, (c) => c.status === 'Open')));
    q.ask('What is the largest single payout we have made?', amount(maxOf(claims, paid)));
    q.ask('When was the most recent loss?', day(dateRange(claims, (c) => c.loss).last));
    q.ask('When was the earliest Fire loss on a Landlord policy in Maine (ME)?', day(dateRange(claims, (c) => c.loss, (c) => c.cause === 'Fire' && policy(c).product === 'Landlord' && policy(c).state === 'ME').first));
    q.ask('How many policies have never had a claim?', count(countWhere(policies, (p) => !claimedOnce.has(p.policy_id))));
    q.ask('How many different policies claimed for a loss in 2025?', count(new Set(claims.filter(during('2025')).map((c) => c.policy_id)).size));
    q.ask('paid out for losses between 1 March 2023 and 30 June 2023', amount(sumOf(claims, paid, (c) => c.loss >= '2023-03-01' && c.loss <= '2023-06-30')));
    q.ask('How many claims since the start of 2025?', count(countWhere(claims, (c) => c.loss >= '2025-01-01')));
    q.ask(
      'Did we pay more on claims from TX or from CA policies?',
      winner(groupBy(claims, (c) => policy(c).state, 'sum', paid, (c) => ['TX', 'CA'].includes(policy(c).state))),
    );
    q.ask('Which broker\'s policies generated the most claims?', winner(groupBy(claims, (c) => policy(c).broker, 'count')));
    q.ask('claims paid by cause of loss for Landlord policies', breakdown(groupBy(claims, (c) => c.cause, 'sum', paid, (c) => policy(c).product === 'Landlord')));
    const june = q.ask('How much did we pay on theft claims with a loss in June 2024?', amount(sumOf(claims, paid, (c) => c.cause === 'Theft' && during('2024-06')(c))));
    q.followUp(june, 'and in July?', amount(sumOf(claims, paid, (c) => c.cause === 'Theft' && during('2024-07')(c))));

    q.ask('Which underwriter approved the most policies?', decline('no underwriter column'));
    q.ask('How many claims were there in 2019?', decline('loss dates start in January 2022'));
    q.ask('What is the average credit score of our Motor policyholders?', decline('no credit score'));
    q.ask('How many claims were flagged as fraudulent last year?', decline('no fraud flag'));
    q.ask('How much did we recover from reinsurers in 2024?', decline('no reinsurance data'));
    q.ask('Forecast next quarter\'s claim payouts', decline('a forecast'));
    q.ask('What is the average age of our policyholders?', decline('no date of birth'));
    q.ask('How many days on average does it take to settle a claim?', decline('no settlement or report date'));
    q.ask('What commission do we pay Total Cover Brokers?', decline('no commission data'));
    q.ask('How many claims had a loss in December 2025?', decline('loss dates end in September 2025'));
    return { files, questions: q.questions };
  },
};
