// "Which month of 2024 was busiest?", "which quarter had the most sales?": the answer is a month or
// a quarter, a group of rows by their dates. The interpretive reader (the best guess given when the
// precise reading declines) never groups rows by month, quarter, week or weekday, so whatever it
// finds for such a question (a customer's name, the make with the most pickups) answers something
// else; it is left out and the reply says why the question could not be read and what can be asked.
import { fold } from '../text.ts';

const PERIODS = '(month|months|quarter|quarters|week|weeks|weekday|weekdays)';
const ASKED = [
  new RegExp(`\\b(which|what)\\s+(calendar\\s+|single\\s+)?${PERIODS}\\b`),
  new RegExp(`\\b(busiest|quietest|slowest|peak|best|worst|strongest|weakest|biggest|top)\\s+${PERIODS}\\b`),
  /\bday of the week\b/,
];

/** Whether the question asks which month, quarter, week or weekday: a period of the rows' dates. */
export function asksForDatePeriod(question: string): boolean {
  const q = fold(question);
  return ASKED.some((re) => re.test(q));
}
