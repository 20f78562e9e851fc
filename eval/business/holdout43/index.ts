// The forty-third held-out split, written blind on 2026-12-02 by a helper session (branch w46): its
// author read only the shared helpers (eval/business/types, tables, random, compute, judge,
// question-set, report, run, service, client, vocabulary and splits), eval/business/dev5/dates.ts,
// test/support/question-set-builds.ts, eval/business/blind-question-sets.test.ts, holdout9/index.ts
// and holdout9/cibuilds.ts for the format, and the header comments of the other holdout*/index.ts
// files (to pick new domains); nothing under src/ (the engine), no other split's question files, and
// the engine was never run on these questions. Every answerable expected value, computed here in
// JavaScript from the generated rows, was checked against hand-written DuckDB SQL over the generated
// files (the XLSX sheets read through SheetJS into DuckDB, which has no Excel reader here). The four
// domains (a scrap metal yard's registered sellers and weighbridge tickets; a florist's orders and
// order lines with day-first text delivery dates; a free-range egg farm's trade customers and
// delivery lines in trays of 30; an independent three-screen cinema's screenings and tickets) are new
// to the evaluation, and the questions are worded as owners type them. Traps: ids that look numeric
// (seller ids with leading zeros, ticket, order, customer and screening numbers), units in the
// headers (kg, £/t, trays of 30 eggs, £), money as text ("£1,234.56"), day-first text dates, blanks
// (operators, occasions, zones, returned-tray counts, booking fees), voided, cancelled and refunded
// rows beside the rest, stopword product names ("All White Bouquet", "Just Because Box"), customers
// and sellers with no rows, and names starting with "Total" that are no totals ("Total Demolition
// Ltd", the film "Total Recall"). Seeds: scrapyard 43101, florist 43202, eggfarm 43303, cinema 43404.
// Score it with --split holdout43 only; never tune the engine on it, read it while changing the
// engine, or copy its wordings into a tuning split, or the score stops saying anything about unseen
// tables.
import type { BusinessSchema } from '../types.ts';
import { cinema } from './cinema.ts';
import { eggfarm } from './eggfarm.ts';
import { florist } from './florist.ts';
import { scrapyard } from './scrapyard.ts';

export const holdout43Schemas: BusinessSchema[] = [scrapyard, florist, eggfarm, cinema];
