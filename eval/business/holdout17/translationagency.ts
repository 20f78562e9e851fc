// A translation agency: 360 translators (CSV: native language, specialism, rate per word in euros,
// freelance or in-house) and 16,500 translation jobs received from January 2024 to October 2025
// (CSV) sharing `translator_id`. Traps: rates per word of a few cents, an empty delivery date on
// jobs still in progress or cancelled, an empty quality score on unreviewed jobs, Yes/No rush
// flags, no fee on cancelled jobs, and a client whose name starts with "Total".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo, shuffled } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Translator {
  id: string;
  name: string;
  native: string;
  country: string;
  specialism: string;
  rate: number;
  employment: string;
  active: string;
  joined: string;
}

interface Job {
  id: string;
  client: string;
  source: string;
  target: string;
  translator: string;
  subject: string;
  received: string;
  due: string;
  delivered: string | null;
  words: number;
  fee: number | null;
  status: string;
  rush: string;
  quality: number | null;
}

// language, country of its translators, relative demand
const LANGUAGES: [string, string, number][] = [
  ['German', 'Germany', 18], ['French', 'France', 16], ['Spanish', 'Spain', 15], ['Italian', 'Italy', 9], ['Dutch', 'Netherlands', 7],
  ['Polish', 'Poland', 6], ['Portuguese', 'Portugal', 6], ['Japanese', 'Japan', 7], ['Chinese', 'China', 8], ['Arabic', 'UAE', 4], ['Swedish', 'Sweden', 4],
];
const SPECIALISMS = ['Legal', 'Medical', 'Technical', 'Marketing', 'Financial', 'General'];
const CLIENTS = [
  'Brightwell Legal', 'Total Freight Group', 'Medora Pharma', 'Kestrel Engineering', 'Northgate Bank', 'Lumen Cosmetics', 'Orbis Software', 'Harlow & Price LLP',
  'Vantage Motors', 'Cedar Health Trust', 'Atlas Insurance', 'Pioneer Foods', 'Silverline Travel', 'Quantum Devices', 'Redwood Publishing', 'Mosaic Games',
  'Granite Construction', 'Bluewave Energy', 'Clearview Optics', 'Summit Outdoor',
];
const SUBJECT_OF: Record<string, string> = {
  'Brightwell Legal': 'Legal', 'Harlow & Price LLP': 'Legal', 'Medora Pharma': 'Medical', 'Cedar Health Trust': 'Medical', 'Northgate Bank': 'Financial', 'Atlas Insurance': 'Financial',
  'Kestrel Engineering': 'Technical', 'Quantum Devices': 'Technical', 'Orbis Software': 'Technical', 'Lumen Cosmetics': 'Marketing', 'Summit Outdoor': 'Marketing', 'Mosaic Games': 'Marketing',
};
const FIRST = ['Anna', 'Luca', 'Marta', 'Jonas', 'Sofia', 'Pierre', 'Yuki', 'Wei', 'Omar', 'Elin', 'Piotr', 'Ines', 'Hugo', 'Clara', 'Mateo', 'Lena', 'Karim', 'Rui', 'Greta', 'Hana'];
const LAST = ['Berger', 'Rossi', 'Nowak', 'Lindqvist', 'Moreau', 'Tanaka', 'Chen', 'Haddad', 'Silva', 'Garcia', 'Jansen', 'Fischer', 'Costa', 'Dubois', 'Kowalski', 'Sato', 'Li', 'Mansour', 'Ferreira'];

function generate(): { translators: Translator[]; jobs: Job[] } {
  const random = createRandom(34_301);
  const names = shuffled(random, FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`))).slice(0, 360);
  const translators: Translator[] = names.map((name, i) => {
    const [native, country] = random.weighted(LANGUAGES, LANGUAGES.map((l) => l[2]));
    const employment = random.weighted(['Freelance', 'In-house'], [78, 22]);
    return {
      id: `TR-${1001 + i}`,
      name,
      native,
      country: random.chance(0.85) ? country : random.pick(['United Kingdom', 'Ireland', 'Belgium', 'Canada']),
      specialism: random.weighted(SPECIALISMS, [18, 14, 22, 18, 12, 16]),
      rate: random.float(employment === 'In-house' ? 0.05 : 0.07, employment === 'In-house' ? 0.1 : 0.16, 3),
      employment,
      active: random.chance(0.88) ? 'Yes' : 'No',
      joined: random.date('2012-01-01', '2024-12-31'),
    };
  });
  const byLanguage = new Map(LANGUAGES.map(([l]) => [l, translators.filter((t) => t.native === l && t.active === 'Yes')]));
  const clientWeights = CLIENTS.map((_, i) => 20 - i * 0.7);
  const jobs: Job[] = [];
  for (let i = 0; i < 16_500; i++) {
    const client = random.weighted(CLIENTS, clientWeights);
    const subject = SUBJECT_OF[client] ?? random.weighted(SPECIALISMS, [10, 8, 14, 20, 10, 38]);
    const target = random.weighted(LANGUAGES.map((l) => l[0]), LANGUAGES.map((l) => l[2]));
    const source = random.chance(0.86) ? 'English' : random.weighted(['German', 'French', 'Spanish'].filter((l) => l !== target).concat(['Danish']), [4, 3, 3, 2].slice(0, 4));
    const pool = byLanguage.get(target)!;
    const specialists = pool.filter((t) => t.specialism === subject);
    const translator = specialists.length && random.chance(0.7) ? random.pick(specialists) : random.pick(pool);
    const received = random.date('2024-01-02', '2025-10-31');
    const words = Math.max(150, Math.round(Math.exp(random.normal(7.6, 0.9))));
    const rush = random.chance(0.14) ? 'Yes' : 'No';
    const due = addDays(received, rush === 'Yes' ? random.int(1, 3) : random.int(4, 21));
    const roll = random.next();
    const recent = received >= '2025-10-10';
    const status = roll < 0.04 ? 'Cancelled' : recent && roll < 0.7 ? 'In progress' : 'Delivered';
    const late = random.chance(subject === 'Medical' ? 0.16 : 0.09);
    const delivered = status === 'Delivered' ? addDays(due, late ? random.int(1, 4) : -random.int(0, Math.min(3, daysBetween(received, due)))) : null;
    const perWord = (subject === 'Legal' || subject === 'Medical' ? 0.16 : subject === 'Technical' || subject === 'Financial' ? 0.14 : 0.12) * (['Japanese', 'Chinese', 'Arabic'].includes(target) ? 1.3 : 1);
    jobs.push({
      id: '',
      client,
      source,
      target,
      translator: translator.id,
      subject,
      received,
      due,
      delivered,
      words,
      fee: status === 'Cancelled' ? null : roundTo(Math.max(45, words * perWord * (rush === 'Yes' ? 1.25 : 1)), 2),
      status,
      rush,
      quality: status === 'Delivered' && random.chance(0.45) ? random.weighted([2, 3, 4, 5], [4, 16, 45, 35]) : null,
    });
  }
  jobs.sort((a, b) => a.received.localeCompare(b.received) || a.client.localeCompare(b.client));
  jobs.forEach((j, i) => (j.id = `JB-${String(240_001 + i)}`));
  return { translators, jobs };
}

const TRANSLATOR_COLUMNS: Column<Translator>[] = [
  { header: 'translator_id', value: (t) => t.id },
  { header: 'translator_name', value: (t) => t.name },
  { header: 'native_language', value: (t) => t.native },
  { header: 'based_in', value: (t) => t.country },
  { header: 'specialism', value: (t) => t.specialism },
  { header: 'Rate per word (EUR)', value: (t) => t.rate },
  { header: 'employment', value: (t) => t.employment },
  { header: 'active', value: (t) => t.active },
  { header: 'joined_on', value: (t) => t.joined },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_id', value: (j) => j.id },
  { header: 'client', value: (j) => j.client },
  { header: 'source_language', value: (j) => j.source },
  { header: 'target_language', value: (j) => j.target },
  { header: 'translator_id', value: (j) => j.translator },
  { header: 'subject', value: (j) => j.subject },
  { header: 'received_on', value: (j) => j.received },
  { header: 'due_on', value: (j) => j.due },
  { header: 'delivered_on', value: (j) => j.delivered },
  { header: 'word_count', value: (j) => j.words },
  { header: 'Fee (EUR)', value: (j) => j.fee },
  { header: 'status', value: (j) => j.status },
  { header: 'rush', value: (j) => j.rush },
  { header: 'quality_score', value: (j) => j.quality },
];

export const translationagency: BusinessSchema = {
  name: 'translationagency',
  description: 'A translation agency: 360 translators with rates per word in EUR (CSV) and 16,500 translation jobs Jan 2024-Oct 2025 with fees in EUR (CSV) sharing translator_id',
  async build(dir) {
    const { translators, jobs } = generate();
    const files = [
      await writeCsv(join(dir, 'agency_translators.csv'), TRANSLATOR_COLUMNS, translators),
      await writeCsv(join(dir, 'translation_jobs.csv'), JOB_COLUMNS, jobs),
    ];
    const q = questionSet('translationagency');
    const byId = new Map(translators.map((t) => [t.id, t]));
    const who = (j: Job) => byId.get(j.translator)!;
    const fee = (j: Job) => j.fee;
    const inYear = (y: string) => (j: Job) => j.received.startsWith(y);
    const delivered = (j: Job) => j.status === 'Delivered';
    const late = (j: Job) => j.delivered !== null && j.delivered > j.due;

    q.ask('How many translation jobs have we had?', count(jobs.length));
    q.ask('How many translators are on our books?', count(translators.length));
    q.ask('jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('Total fees for jobs received in 2024, in euros', amount(sumOf(jobs, fee, inYear('2024'))));
    q.ask('How many words have we delivered in total?', count(sumOf(jobs, (j) => j.words, delivered)));
    q.ask('Which client has brought in the most fee revenue?', winner(groupBy(jobs, (j) => j.client, 'sum', fee)));
    q.ask('Top 5 target languages by number of jobs', ranking(ranked(groupBy(jobs, (j) => j.target, 'count'), 5)));
    q.ask('What is the average word count per job?', amount(avgOf(jobs, (j) => j.words), 1));
    q.ask('Median word count of legal jobs', amount(medianOf(jobs, (j) => j.words, (j) => j.subject === 'Legal'), 1));
    q.ask('What share of jobs are rush jobs?', percent(percentOf(countWhere(jobs, (j) => j.rush === 'Yes'), jobs.length)));
    q.ask('How many jobs were delivered after their due date?', count(countWhere(jobs, late)));
    q.ask('What percentage of delivered medical jobs were late?', percent(percentOf(countWhere(jobs, (j) => j.subject === 'Medical' && late(j)), countWhere(jobs, (j) => j.subject === 'Medical' && delivered(j)))));
    q.ask('Which translator has delivered the most words?', winner(groupBy(jobs, (j) => who(j).name, 'sum', (j) => j.words, delivered)));
    q.ask('Fee revenue by subject', breakdown(groupBy(jobs, (j) => j.subject, 'sum', fee)));
    q.ask('What is the average rate per word of our in-house translators?', amount(avgOf(translators, (t) => t.rate, (t) => t.employment === 'In-house'), 3));
    q.ask('How many translators do we have per native language?', countsBy(groupBy(translators, (t) => t.native, 'count')));
    q.ask('How many of our translators are freelancers?', count(countWhere(translators, (t) => t.employment === 'Freelance')));
    q.ask('How many jobs came in during Q2 2025?', count(countWhere(jobs, (j) => inYear('2025')(j) && quarterOf(j.received) === 2)));
    q.ask('Jobs received between 3 and 16 March 2025', count(countWhere(jobs, (j) => j.received >= '2025-03-03' && j.received <= '2025-03-16')));
    q.ask('How many jobs have come in since 1 September 2025?', count(countWhere(jobs, (j) => j.received >= '2025-09-01')));
    q.ask('Which month did we receive the most jobs?', month(busiestMonth(jobs, (j) => j.received)));
    q.ask('Average quality score for jobs into German', amount(avgOf(jobs, (j) => j.quality, (j) => j.target === 'German'), 2));
    q.ask('How much has Total Freight Group spent with us?', amount(sumOf(jobs, fee, (j) => j.client === 'Total Freight Group')));
    q.ask('How many different clients sent us work in 2025?', count(new Set(jobs.filter(inYear('2025')).map((j) => j.client)).size));
    q.ask('How many Japanese jobs are still in progress?', count(countWhere(jobs, (j) => j.target === 'Japanese' && j.status === 'In progress')));
    q.ask("Translators with which specialism handled the most jobs?", winner(groupBy(jobs, (j) => who(j).specialism, 'count')));
    q.ask('Average turnaround in days from receipt to delivery', amount(avgOf(jobs, (j) => (j.delivered === null ? null : daysBetween(j.received, j.delivered))), 1));
    q.ask('How many jobs were cancelled in 2024?', count(countWhere(jobs, (j) => j.status === 'Cancelled' && inYear('2024')(j))));
    q.ask('Which earned us more in fees: French or Spanish jobs?', winner(groupBy(jobs, (j) => j.target, 'sum', fee, (j) => j.target === 'French' || j.target === 'Spanish')));
    q.ask('How many translators are inactive?', count(countWhere(translators, (t) => t.active === 'No')));
    q.ask('Number of jobs per source language', countsBy(groupBy(jobs, (j) => j.source, 'count')));
    const bw = q.ask('How many jobs did Brightwell Legal send us in 2024?', count(countWhere(jobs, (j) => j.client === 'Brightwell Legal' && inYear('2024')(j))));
    q.followUp(bw, 'And in 2025?', count(countWhere(jobs, (j) => j.client === 'Brightwell Legal' && inYear('2025')(j))));
    const rush = q.ask('Average fee for rush jobs', amount(avgOf(jobs, fee, (j) => j.rush === 'Yes' && j.status !== 'Cancelled')));
    q.followUp(rush, 'and for non-rush ones?', amount(avgOf(jobs, fee, (j) => j.rush === 'No' && j.status !== 'Cancelled')));
    q.ask('Of the reviewed jobs, what percentage scored a 5 for quality?', percent(percentOf(countWhere(jobs, (j) => j.quality === 5), countWhere(jobs, (j) => j.quality !== null))));
    q.ask('Which target language has the highest average fee per job?', winner(groupBy(jobs, (j) => j.target, 'avg', fee, (j) => j.status !== 'Cancelled')));

    q.ask('How many hours did our translators spend on jobs last month?', decline('no time tracking'));
    q.ask('How many jobs did we receive in 2023?', decline('jobs start in January 2024'));
    q.ask('Which CAT tool do our translators use most?', decline('no tool column'));
    q.ask("What is our clients' Net Promoter Score?", decline('no NPS data'));
    q.ask('How many jobs did we do for Acme Corporation?', decline('no such client'));
    q.ask('What is the email address of translator TR-1010?', decline('no contact details'));
    q.ask('How many interpreting sessions did we book?', decline('translation jobs only, no interpreting'));
    q.ask('How many revision rounds does a job go through on average?', decline('no revision data'));
    q.ask('What will our fee revenue be in 2026?', decline('a forecast'));
    q.ask('Which project manager handled the most jobs?', decline('no project manager column'));
    q.ask('How much do we pay in office rent?', decline('no cost data'));
    return { files, questions: q.questions };
  },
};
