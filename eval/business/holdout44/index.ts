// The forty-fourth held-out split, written blind on 2026-12-02 by a helper session (branch w47): its
// author read only the shared helpers (eval/business/types, tables, random, compute, judge,
// question-set, report, run, service, client, vocabulary and splits), eval/business/dev5/dates.ts,
// test/support/question-set-builds.ts, eval/business/blind-question-sets.test.ts, holdout9/index.ts
// and holdout9/cibuilds.ts for the format, and the header comments of the other holdout*/index.ts
// files (to pick new domains); nothing under src/ (the engine), no other split's question files, and
// the engine was never run on these questions. Every answerable expected value, computed here in
// JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the generated
// files (the XLSX sheets read through SheetJS into DuckDB, which has no Excel reader here): all 197
// agreed. The four domains (a family butcher's wholesale trade accounts and order lines; a snooker
// and pool hall's members and table bookings; a guitar repair workshop's customers and repair jobs; a
// provincial auction house's consignors, registered buyers and lots) are new to the evaluation, and
// the questions are worded as owners type them. Traps: ids that look numeric (account, member and
// consignor numbers with leading zeros; order refs, booking ids, customer ids, job, lot and paddle
// numbers), units in the headers (kg, £/kg, days, mins, hrs, £, %), money as text ("£1,234.56",
// "£1,200"), text dates ("Tue 04 Mar 2025", "4 Mar 2025", "04/03/2025"), blanks (drivers, walk-in
// member numbers, bar spends, highest breaks, technicians, parts, collection dates, hammer prices,
// paddles, bid methods), cancelled, credited, no-show, refunded, awaiting-parts, unsold, withdrawn
// and rescinded rows beside the rest, "Other" categories and "None" values (membership, brand, buyer
// type), accounts, members, customers, consignors and buyers with no rows, and names that start with
// "Total" and are no totals ("Total Catering Ltd", the league team "Total Clearance", "Total Music
// Academy", "Total Home Clearances"). Every table is CSV or XLSX (the blind-shape test allows no
// Parquet). Seeds: butcher 44101, snookerhall 44202, guitarworkshop 44303, auctionhouse 44404.
// Score it with --split holdout44 only; never tune the engine on it, read it while changing the
// engine, or copy its wordings into a tuning split, or the score stops saying anything about unseen
// tables.
import type { BusinessSchema } from '../types.ts';
import { auctionhouse } from './auctionhouse.ts';
import { butcher } from './butcher.ts';
import { guitarworkshop } from './guitarworkshop.ts';
import { snookerhall } from './snookerhall.ts';

export const holdout44Schemas: BusinessSchema[] = [butcher, snookerhall, guitarworkshop, auctionhouse];
