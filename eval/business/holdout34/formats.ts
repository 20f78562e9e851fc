// The date and name formats the holdout34 exports share: UK day/month/year, "3 Mar 2026", and
// people's names drawn from a fixed list.
import type { Random } from '../random.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-03-07 -> 07/03/2026 */
export function ukDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** 2026-03-07 -> 7 Mar 2026 */
export function longDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

export const TODAY = '2026-11-30';

const FIRST = ['Aaron', 'Abbie', 'Adam', 'Aisha', 'Alfie', 'Amelia', 'Amir', 'Ben', 'Beth', 'Callum', 'Chloe', 'Connor', 'Daisy', 'Daniel', 'Ella', 'Ethan', 'Evie', 'Finn', 'Freya', 'George', 'Grace', 'Harry', 'Hannah', 'Isaac', 'Isla', 'Jack', 'Jade', 'Jamal', 'Josh', 'Katie', 'Kieran', 'Leah', 'Liam', 'Lucy', 'Mason', 'Megan', 'Mia', 'Nathan', 'Niamh', 'Noah', 'Olivia', 'Oscar', 'Priya', 'Rhys', 'Rosie', 'Ryan', 'Sam', 'Sophie', 'Tom', 'Zara'];
const LAST = ['Ahmed', 'Bailey', 'Baker', 'Bell', 'Brown', 'Clarke', 'Cooper', 'Davies', 'Edwards', 'Evans', 'Fox', 'Green', 'Hall', 'Harris', 'Hughes', 'Jackson', 'James', 'Jones', 'Khan', 'King', 'Lewis', 'Moore', 'Morgan', 'Murphy', 'Patel', 'Phillips', 'Price', 'Roberts', 'Robinson', 'Shaw', 'Singh', 'Smith', 'Taylor', 'Thomas', 'Turner', 'Walker', 'Ward', 'Watson', 'White', 'Wilson', 'Wood', 'Wright', 'Young'];

export function personName(random: Random): string {
  return `${random.pick(FIRST)} ${random.pick(LAST)}`;
}
