// Date ranges for dev5's expected answers: ISO dates compare as strings, both ends included.
export function between(isoDate: string, from: string, to: string): boolean {
  const day = isoDate.slice(0, 10);
  return day >= from && day <= to;
}

/** Whether an ISO date falls on a Saturday or a Sunday. */
export function onWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}
