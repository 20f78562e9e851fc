// "Which crew member worked the most hours?" over removal jobs whose crew column names the crew that
// did each job ("Total Logistics", "Team A"): a crew member is one person of a crew, and the tables
// say nothing of the people in a crew, so the crew with the most hours answers another question.
// When the question asks for a member of a group ("crew member", "team members", "band member") and
// the reading ranks, groups, lists or counts by a column headed by that group's word alone (crew,
// team_name), the reading is declined. A header that names the members itself (crew_member,
// team_member) is read as before.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { ColumnRef, Reading } from './types.ts';
import { stem } from '../text.ts';

/** Nouns for a group of people whose members a question may ask for. */
const GROUP_NOUNS = new Set(['crew', 'team', 'squad', 'gang', 'band', 'club', 'family', 'household', 'cast', 'committee', 'panel', 'troupe', 'unit']);
const MEMBER_WORDS = new Set(['member', 'members']);

/** The group word said before "member(s)" ("crew" of "crew member"), or null. */
function memberOf(q: Question): string | null {
  for (let i = 1; i < q.tokens.length; i++) if (MEMBER_WORDS.has(q.tokens[i].text) && GROUP_NOUNS.has(stem(q.tokens[i - 1].text))) return stem(q.tokens[i - 1].text);
  return null;
}

/** The columns a reading answers by: what it groups, ranks or lists by, and what it counts. */
function answeredBy(read: Reading): ColumnRef[] {
  const shape = read.shape;
  const refs: ColumnRef[] = [];
  if ('by' in shape && shape.by) refs.push(shape.by);
  if (shape.kind === 'top_rows') refs.push(shape.label);
  if (shape.kind === 'list' || shape.kind === 'lookup') refs.push(shape.column);
  if ('column' in read.measure && read.measure.column) refs.push(read.measure.column);
  return refs;
}

/** Why a reading by a group's column cannot name a member of the group, or null. */
export function membersOfGroups(q: Question, catalog: Catalog, read: Reading): string | null {
  const group = memberOf(q);
  if (!group) return null;
  for (const ref of answeredBy(read)) {
    const c = findColumn(catalog, ref);
    if (!c || !c.stems.includes(group) || c.words.some((w) => MEMBER_WORDS.has(w))) continue;
    return `The question asks for a ${group} member, but ${c.label} names each ${group}, not the people in it; the tables hold nothing about individual ${group} members.`;
  }
  return null;
}
