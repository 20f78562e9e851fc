// "How many machines do we look after?", "how many of each model do we service?", "boilers we
// maintain in Bath": a verb in the present saying the business keeps or cares for the things
// (look after, take care of, care for, service, maintain, keep) says they are its own, the rows of
// their table, and restricts none of them. Beside a table of service visits, "service" would
// otherwise name the visits (the first word of service_visits), and the machines would be counted
// once a visit. The verb is taken out before the question is read. Said of the past or the future
// ("did we service in March", "have we serviced", "will we service"), or with a period or a rate
// ("do we service each month"), it tells of the visits themselves and is left to be read.

/** The verb after a subject pronoun: "(do) we look after", "they service". */
const VERB = /\b(we|you|they)\s+(?:currently\s+|still\s+|now\s+)?(look\s+after|take\s+care\s+of|care\s+for|service|maintain|keep)\b/i;
/** Words before the pronoun that put the verb in another tense. */
const OTHER_TENSE = new Set(['did', 'will', 'would', 'have', 'had', 'should', 'could', 'can', 'shall', 'might', 'may']);
/** A period or a rate: the verb tells of events then. */
const PERIOD = /\b(?:19|20)\d\d\b|\b(?:day|days|daily|week|weeks|weekly|month|months|monthly|year|years|yearly|quarter|quarters|q[1-4]|today|yesterday|since|between|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;

/** The question without a present verb of keeping the things, where it restricts nothing. */
export function withoutKeepingVerb(text: string): string {
  const m = VERB.exec(text);
  if (!m) return text;
  const before = text.slice(0, m.index).trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  if (OTHER_TENSE.has(before)) return text;
  const rest = text.slice(0, m.index) + text.slice(m.index + m[0].length);
  if (PERIOD.test(rest)) return text;
  return `${text.slice(0, m.index)}${m[1]}${text.slice(m.index + m[0].length)}`;
}
