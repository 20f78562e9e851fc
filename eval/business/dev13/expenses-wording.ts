// dev2's expense claims (4,500 claims and a summary row, European dates stored as text, the
// departments "IT" and "HR", approval as Y/N) asked again in the many ways managers type the
// same intents: possessives ("HR's average expense"), passive voice ("how much was claimed by
// R&D"), "vs", "what proportion", "no. of", a filter first, "exceeded" and short imperatives.
import { avgOf, countWhere, groupBy, maxOf, medianOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import type { BusinessSchema } from '../types.ts';
import { writeExpenses, type Expense } from '../dev2/expenses.ts';

export const expensesWording: BusinessSchema = {
  name: 'expenses-wording',
  description: "dev2's expense claims (4,500 claims and a summary row, CSV) asked in paraphrases",
  async build(dir) {
    const { rows, file } = await writeExpenses(dir);
    const q = questionSet('expenses-wording');
    const euros = (e: Expense) => e.amount;
    const dept = (d: string) => (e: Expense) => e.department === d;
    const cat = (c: string) => (e: Expense) => e.category === c;
    const both = (a: (e: Expense) => boolean, b: (e: Expense) => boolean) => (e: Expense) => a(e) && b(e);
    const inYear = (y: string) => (e: Expense) => e.claimDate.startsWith(y);

    q.ask('Show me total spend by department', breakdown(groupBy(rows, (e) => e.department, 'sum', euros)));
    q.ask('Expense amounts broken down by category', breakdown(groupBy(rows, (e) => e.category, 'sum', euros)));
    q.ask('avg claim by dept', breakdown(groupBy(rows, (e) => e.department, 'avg', euros)));
    q.ask("For IT, what's the total travel spend?", amount(sumOf(rows, euros, both(dept('IT'), cat('Travel')))));
    q.ask("What's HR's average expense?", amount(avgOf(rows, euros, dept('HR'))));
    q.ask('How much did Sales spend on Meals?', amount(sumOf(rows, euros, both(dept('Sales'), cat('Meals')))));
    q.ask("How does Finance's spend compare with Operations?", breakdown(groupBy(rows, (e) => e.department, 'sum', euros, (e) => e.department === 'Finance' || e.department === 'Operations')));
    q.ask('Software vs Hardware spend', breakdown(groupBy(rows, (e) => e.category, 'sum', euros, (e) => e.category === 'Software' || e.category === 'Hardware')));
    q.ask('Top 5 employees by amount claimed', ranking(ranked(groupBy(rows, (e) => e.employee, 'sum', euros), 5)));
    q.ask('What proportion of claims were approved?', percent(percentOf(countWhere(rows, (e) => e.approved === 'Y'), rows.length)));
    q.ask('What fraction of expenses were paid in cash?', percent(percentOf(countWhere(rows, (e) => e.payment === 'Cash'), rows.length)));
    q.ask('% of claims paid by bank transfer', percent(percentOf(countWhere(rows, (e) => e.payment === 'Bank Transfer'), rows.length)));
    q.ask('No. of claims per payment method', countsBy(groupBy(rows, (e) => e.payment, 'count')));
    q.ask('Number of claims by vendor', countsBy(groupBy(rows, (e) => e.vendor, 'count')));
    q.ask('Which vendor did we pay the most?', winner(groupBy(rows, (e) => e.vendor, 'sum', euros)));
    q.ask('Which department made the most claims?', winner(groupBy(rows, (e) => e.department, 'count')));
    q.ask('Which category has the lowest average claim?', winner(groupBy(rows, (e) => e.category, 'avg', euros), 'asc'));
    q.ask('Biggest single Travel expense', amount(maxOf(rows, euros, cat('Travel'))));
    q.ask('In 2023, how much did we spend in total?', amount(sumOf(rows, euros, inYear('2023'))));
    q.ask('Total spend in Q4 2024', amount(sumOf(rows, euros, (e) => e.claimDate >= '2024-10-01' && e.claimDate <= '2024-12-31')));
    q.ask('How much was claimed by R&D?', amount(sumOf(rows, euros, dept('R&D'))));
    q.ask('How many claims were submitted by HR?', count(countWhere(rows, dept('HR'))));
    q.ask('Average Training expense', amount(avgOf(rows, euros, cat('Training'))));
    q.ask('How many claims exceeded 1,000 EUR?', count(countWhere(rows, (e) => e.amount > 1_000)));
    q.ask('Total amount of unapproved claims', amount(sumOf(rows, euros, (e) => e.approved === 'N')));
    q.ask('Average amount per claim', amount(avgOf(rows, euros)));
    q.ask("Each department's number of claims", countsBy(groupBy(rows, (e) => e.department, 'count')));
    q.ask('Spend per category in 2024', breakdown(groupBy(rows, (e) => e.category, 'sum', euros, inYear('2024'))));
    q.ask('Which payment method is used most?', winner(groupBy(rows, (e) => e.payment, 'count')));
    q.ask('Total expenses overall', amount(sumOf(rows, euros)));
    q.ask('Meals spend for Operations', amount(sumOf(rows, euros, both(dept('Operations'), cat('Meals')))));
    q.ask("What's the median claim amount?", amount(medianOf(rows, euros)));
    q.ask('How many Office Supplies claims did IT file?', count(countWhere(rows, both(dept('IT'), cat('Office Supplies')))));
    q.ask('How much did we spend at Skyline Airways?', amount(sumOf(rows, euros, (e) => e.vendor === 'Skyline Airways')));
    q.ask('Cash claims by department', countsBy(groupBy(rows, (e) => e.department, 'count', undefined, (e) => e.payment === 'Cash')));
    q.ask('Which employee claimed the most in IT?', winner(groupBy(rows, (e) => e.employee, 'sum', euros, dept('IT'))));
    q.ask('Total spend by payment method', breakdown(groupBy(rows, (e) => e.payment, 'sum', euros)));
    q.ask('How many claims did we get in March 2024?', count(countWhere(rows, (e) => e.claimDate.startsWith('2024-03'))));
    q.ask('Smallest expense in Meals', amount(minOf(rows, euros, cat('Meals'))));
    q.ask('Give me the average claim amount for each category', breakdown(groupBy(rows, (e) => e.category, 'avg', euros)));

    q.ask('Rank departments by total spend', ranking(ranked(groupBy(rows, (e) => e.department, 'sum', euros), 6)));
    q.ask('Bottom 3 vendors by spend', ranking(ranked(groupBy(rows, (e) => e.vendor, 'sum', euros), 3, 'asc')));
    q.ask('How much did IT claim in 2024?', amount(sumOf(rows, euros, both(dept('IT'), inYear('2024')))));
    q.ask('What percentage of HR claims were not approved?', percent(percentOf(countWhere(rows, both(dept('HR'), (e) => e.approved === 'N')), countWhere(rows, dept('HR')))));

    q.ask('What is the budget per department?', decline('no budget column'));
    q.ask('How much did the Marketing department spend?', decline('no Marketing department'));
    q.ask('Total mileage claimed by Sales', decline('no mileage column'));
    q.ask('Average VAT per claim', decline('no VAT column'));
    q.ask('Total expenses in 2019', decline('the claims start in 2023'));
    q.ask('Which manager approved the most claims?', decline('no manager column'));
    q.ask('Total spend at Acme Corp', decline('no such vendor'));
    q.ask('Show me expenses by cost centre', decline('no cost centre column'));
    return { files: [file], questions: q.questions };
  },
};
