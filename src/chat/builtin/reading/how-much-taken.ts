// "How much did completed washes bring in during July 2025?", "how much did we make from washes",
// "how much did we take from attended bookings", "how much have we received since March": after
// "how much did/does/has/have" these verbs of money coming in (in the bare or participle form the
// auxiliary takes) ask for the money the rows took, as "raise" and "earn" already did. Read as the
// one money column of the rows' table (mentions.ts); a column of money paid out (a cost) is never
// named by them (incoming-verbs.ts).
/** Verbs of money coming in, as said after "how much did" or "how much have we". */
export const HOW_MUCH_TAKEN_VERBS = new Set(['bring', 'take', 'make', 'made', 'receive', 'received']);
