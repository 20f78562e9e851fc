// The root a noun of an event and its verb share: "admissions" and "admitted" (admit),
// "cancellation" and "cancelled" (cancel), "departure" and "departed" (depart), "deliveries" and
// "delivered" (deliver), "collections" and "collected" (collect). Suffix rules only, no word list.

export function wordRoot(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && /ies$/.test(w)) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /[^su]s$/.test(w)) w = w.slice(0, -1);
  const rules: Array<[RegExp, string]> = [
    [/ission$/, 'it'],
    [/tration$/, 'ter'],
    [/ation$/, ''],
    [/ion$/, ''],
    [/ment$/, ''],
    [/ance$/, ''],
    [/ure$/, ''],
    [/al$/, ''],
    [/ery$/, 'er'],
    [/ing$/, ''],
    [/ied$/, 'y'],
    [/ed$/, ''],
    [/e$/, ''],
  ];
  for (const [suffix, by] of rules) {
    if (suffix.test(w) && w.length - w.match(suffix)![0].length >= 3) {
      // "lodgement" and "lodged", "settlement" and "settled": a verb's silent e goes with the suffix.
      w = w.replace(suffix, by).replace(/([^e])e$/, '$1');
      break;
    }
  }
  // "admitt", "cancell", "shipp": a doubled last consonant is one.
  return w.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}

/** Whether two words share their root (at least 4 letters long). */
export function sameRoot(a: string, b: string): boolean {
  const ra = wordRoot(a);
  return ra.length >= 4 && ra === wordRoot(b);
}

/**
 * A verb of the event a table's rows record, by the root of the last word of its name: "lifted"
 * or "lift" over bin_lifts, "landed" over landings, "admitted" over admissions. Never the noun itself.
 */
export function ownEventVerb(table: { name: string }, word: string): boolean {
  const head = table.name.split(/[^a-z0-9]+/i).filter(Boolean).at(-1)?.toLowerCase() ?? '';
  if (!head || word === head || word === head.replace(/s$/, '')) return false;
  if (!/(ed|ing)$/.test(word) && wordRoot(word) !== word) return false;
  return sameRoot(word, head);
}
