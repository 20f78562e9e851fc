// "How many dives since the 1st of September?", "bookings after the 3rd of May 2025": a day said
// as an ordinal with "the" and "of" is the same day as "1 September"; the article and the "of" are
// taken out before the question is read, so the period is found (and its year supplied by the data)
// as for any other day.
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ORDINAL_DAY = new RegExp(`\\b(?:the )?(\\d{1,2})(st|nd|rd|th) of ${MONTH}\\b|\\bthe (\\d{1,2})(st|nd|rd|th) ${MONTH}\\b`, 'gi');

/** The question with "the 1st of September" written as "1st September". */
export function ordinalDaysPlain(text: string): string {
  return text.replace(ORDINAL_DAY, (_all, d1?: string, s1?: string, m1?: string, d2?: string, s2?: string, m2?: string) => (d1 ? `${d1}${s1} ${m1}` : `${d2}${s2} ${m2}`));
}
