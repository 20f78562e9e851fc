// Anti-join answers for dev7: the rows of a catalogue that no row of the other table refers to.

/** The catalogue rows whose key no event row (meeting `where`) holds. */
export function unmatched<C, E>(catalogue: readonly C[], key: (c: C) => number, events: readonly E[], ref: (e: E) => number, where: (e: E) => boolean = () => true): C[] {
  const seen = new Set(events.filter(where).map(ref));
  return catalogue.filter((c) => !seen.has(key(c)));
}
