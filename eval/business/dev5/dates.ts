// Date ranges for dev5's expected answers: ISO dates compare as strings, both ends included.
export function between(isoDate: string, from: string, to: string): boolean {
  const day = isoDate.slice(0, 10);
  return day >= from && day <= to;
}
