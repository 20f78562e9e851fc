// The forty-sixth held-out split, written blind on 2026-12-02 by a helper session (session 49): its
// author read neither the engine (nothing under src/) nor the schema or question files of any other
// split, only the shared generator helpers (types, tables, random, compute, judge, question-set,
// vocabulary, splits), dev5/dates.ts, the shape tests (test/support/question-set-builds.ts,
// blind-question-sets.test.ts) and holdout9/index.ts and holdout9/cibuilds.ts for the format; and
// never ran the engine on these questions before the set was committed.
// Every answerable expected value, computed here in JavaScript from the generated rows, was checked
// against hand-written DuckDB SQL over the generated files. The four domains are new to the
// evaluation: a window cleaning round (customers, visits, payments), an escape room venue
// (customers, bookings, game results), a backpackers' hostel (beds, guests, stays) and a
// fishmonger (products priced per kg, trade accounts, counter and wholesale sale lines). Traps: money
// as text with a "£" sign, dates written three ways in one column, ids with leading zeros, blanks,
// cancelled, no-show, void, refunded and bounced rows beside the rest, units in headers ("Time on
// site (mins)", "Weight (kg)", "Counter price (£/kg)"), stopword-like values ("None", "Other"),
// names starting with "Total" that are no totals ("Total Fitness Gym", "Total Eclipse", "Total
// Catering Ltd"), and customers, beds and accounts with no rows. Seeds 46101, 46202, 46303, 46404.
// The questions are worded as a small-business owner types them. Score it with --split holdout46
// only; never tune the engine on it, read it while changing the engine, or copy its wordings into a
// tuning split, or the score stops saying anything about unseen tables.
import type { BusinessSchema } from '../types.ts';
import { escaperoom } from './escaperoom.ts';
import { fishmonger } from './fishmonger.ts';
import { hostel } from './hostel.ts';
import { windowround } from './windowround.ts';

export const holdout46Schemas: BusinessSchema[] = [windowround, escaperoom, hostel, fishmonger];
