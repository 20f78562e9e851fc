// Document search and builtin document answers as a workspace member sees them: passages that
// follow the document's headings, paragraphs and pages, up to 20 of them, and answers that give
// the short answer first with the sentence and source behind it, a best guess marked as one, or
// say that there is none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createWorkspace } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { FIXTURES, uploadFile } from '../../../test/support/uploads.ts';

let t: TestApp;
let ws: string;
let handbookId: string;
let layoutId: string;
let workshopId: string;

const SITES = ['Rotterdam', 'Antwerp', 'Hamburg', 'Gdansk', 'Valencia', 'Genoa', 'Marseille', 'Piraeus', 'Lisbon', 'Dublin', 'Oslo', 'Riga'];
const MANAGERS = ['Maria Jansen', 'Pieter Claes', 'Anna Vogel', 'Tomasz Nowak', 'Lucia Ortega', 'Marco Bassi', 'Claire Dubois', 'Nikos Pappas', 'Rita Sousa', 'Sean Byrne', 'Ingrid Lund', 'Janis Ozols'];

/** A handbook of 36 sections (a heading, then two paragraphs), one fact each about a site. */
function handbook(): { text: string; blocks: string[] } {
  const blocks = ['# Operations handbook'];
  SITES.forEach((site, i) => {
    for (const [part, topic] of ['history', 'safety', 'customs'].entries()) {
      blocks.push(`## ${site} ${topic}`);
      if (part === 0) {
        blocks.push(
          `The warehouse in ${site} was opened in ${1990 + i} by ${MANAGERS[i]}, who ran it for its first ten years. ` +
            `It stores containers for the section's shipping lines and employs ${40 + i * 5} people on two shifts.`,
        );
      } else {
        blocks.push(`Every section of the ${site} site follows the ${topic} rules of the company. Supervisors check the ${topic} log each morning and sign it.`);
      }
      blocks.push(`Questions about ${topic} at ${site} go to the site office. The office answers within two working days and keeps a copy of every reply.`);
    }
  });
  return { text: blocks.join('\n\n') + '\n', blocks };
}

const HANDBOOK = handbook();

/** A workshop's notes: facts stated as phrases, not numbers or names, the way users' documents state them. */
const WORKSHOP_NOTES = [
  '# Workshop notes',
  'For the frames the workshop used seasoned oak, which it bought from local farms. The panels were cut from birch plywood.',
  'Regular dredging keeps the mill channel open for the barges that carry grain to the town.',
  'The crews run magnetic surveys that locate the buried pipes under the yard before any digging starts.',
  'Members bring their own tools, and the secretary keeps the spare keys in a locked cabinet next to the door.',
  'The finished chairs are sold at fairs in Leeds, York, Hull and the covered market of Bradford.',
  'Its stall sells stools, benches and walnut cradles to visitors.',
].join('\n\n');

async function ready(fileId: string) {
  await pollUntil(async () => (await t.request('GET', `/v1/workspaces/${ws}/files/${fileId}/status`)).json().status === 'completed', {
    what: 'file ingestion',
    timeoutMs: 90_000,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  ws = await createWorkspace(t, null, { name: 'document answers' });
  handbookId = (await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: HANDBOOK.text, filename: 'handbook.md' })).body.file_id;
  layoutId = (await uploadFile(t, `/v1/workspaces/${ws}/files`, { path: `${FIXTURES}pdf/layout.pdf` })).body.file_id;
  workshopId = (await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: WORKSHOP_NOTES, filename: 'workshop.md' })).body.file_id;
  await ready(handbookId);
  await ready(layoutId);
  await ready(workshopId);
});
afterAll(() => t?.close());

function search(body: Record<string, unknown>) {
  return t.request('POST', `/v1/workspaces/${ws}/search`, { body });
}

function chat(body: Record<string, unknown>) {
  return t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { stream: false, model: 'builtin', include_execution_details: true, ...body } });
}

describe('document passages', () => {
  it('keep a heading with its paragraphs and never cut a paragraph', async () => {
    const res = await search({ query: 'When was the warehouse in Genoa opened?', file_ids: [handbookId] });
    expect(res.statusCode, res.body).toBe(200);
    const hits: Array<{ text: string; page: number | null }> = res.json().search_results;
    expect(hits[0].text.startsWith('## Genoa history\n\nThe warehouse in Genoa was opened in 1995 by Marco Bassi')).toBe(true);
    for (const hit of hits) {
      expect(hit.page).toBeNull();
      // Every passage is made of whole blocks of the document.
      for (const block of hit.text.split('\n\n')) expect(HANDBOOK.blocks).toContain(block);
    }
  });

  it('keep the page each passage is on, in search results and in the answer\'s source', async () => {
    const res = await search({ query: 'Franco-German border', file_ids: [layoutId] });
    expect(res.json().search_results[0]).toMatchObject({ filename: 'layout.pdf', page: 2, text: expect.stringContaining('Franco-') });
    const m = (await chat({ message: 'The merchants of the coast kept their books in what language?', dataset_ids: [layoutId] })).json();
    expect(m.content.split('\n')[0]).toBe('**Latin**');
    expect(m.content).toContain('(from layout.pdf, page 2)');
  });
});

describe('how many passages', () => {
  it('search returns up to the limit asked for, 20 among them', async () => {
    const res = await search({ query: 'site office replies', limit: 20, file_ids: [handbookId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().search_results).toHaveLength(20);
  });

  it('chat retrieves 10 passages by default and up to 20 with search_limit, and refuses more', async () => {
    const question = { message: 'Where do questions about safety go?', dataset_ids: [handbookId] };
    expect((await chat(question)).json().search_results).toHaveLength(10);
    expect((await chat({ ...question, search_limit: 20 })).json().search_results).toHaveLength(20);
    const tooMany = await chat({ ...question, search_limit: 21 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error_code).toBe('VALIDATION_ERROR');
  });
});

describe('builtin document answers', () => {
  it('give the short answer first: a year, a name, a number, then the sentence with its source', async () => {
    const when = (await chat({ message: 'When was the warehouse in Hamburg opened?', dataset_ids: [handbookId] })).json();
    const lines = when.content.split('\n');
    expect(lines[0]).toBe('**1992**');
    expect(when.content).toContain('The warehouse in Hamburg was opened in 1992 by Anna Vogel, who ran it for its first ten years. (from handbook.md)');
    expect(when.execution_details.outcome).toBe('answered');

    const who = (await chat({ message: 'Who opened the warehouse in Valencia?', dataset_ids: [handbookId] })).json();
    expect(who.content.split('\n')[0]).toBe('**Lucia Ortega**');
    const howMany = (await chat({ message: 'How many people does the warehouse in Oslo employ?', dataset_ids: [handbookId] })).json();
    expect(howMany.content.split('\n')[0]).toBe('**90**');
  });

  it('say when no short answer is found, and give the closest sentences with their sources', async () => {
    const m = (await chat({ message: 'Why do supervisors sign the safety log in Riga?', dataset_ids: [handbookId] })).json();
    expect(m.content).toMatch(/^I found no short answer to this in the documents/);
    expect(m.content).toContain('(from handbook.md)');
    expect(m.content).not.toContain('**');
    expect(m.execution_details.outcome).toBe('uncertain');
  });

  it('answer "what" with the phrase of the sentence that answers it, first', async () => {
    const asked = async (message: string) => (await chat({ message, dataset_ids: [workshopId] })).json();
    const material = await asked('What material did the workshop use for the frames?');
    expect(material.content.split('\n')[0]).toBe('**seasoned oak**');
    expect(material.content).toContain('For the frames the workshop used seasoned oak, which it bought from local farms. (from workshop.md)');
    expect(material.execution_details.outcome).toBe('answered');
    expect((await asked('What activity keeps the mill channel open?')).content.split('\n')[0]).toBe('**Regular dredging**');
    expect((await asked('What type of surveys locate the buried pipes?')).content.split('\n')[0]).toBe('**magnetic**');
  });

  it('answer a question asking for several things with the list, and one naming some of them with the others', async () => {
    const asked = async (message: string) => (await chat({ message, dataset_ids: [workshopId] })).json();
    const towns = await asked('In which towns are the finished chairs sold at fairs?');
    expect(towns.content.split('\n')[0]).toBe('**Leeds, York, Hull and the covered market of Bradford**');
    expect(towns.execution_details.outcome).toBe('answered');
    expect((await asked('Besides stools and benches, what does the stall sell?')).content.split('\n')[0]).toBe('**walnut cradles**');
  });

  it('offer the likeliest span as a best guess when the matching sentence holds nothing of the kind asked for', async () => {
    const m = (await chat({ message: 'Who keeps the spare keys?', dataset_ids: [workshopId] })).json();
    const lines = m.content.split('\n');
    expect(lines[0]).toBe('**secretary**');
    expect(lines[2]).toMatch(/^This is a best guess/);
    expect(m.content).toContain('the secretary keeps the spare keys in a locked cabinet next to the door. (from workshop.md)');
    expect(m.execution_details.outcome).toBe('uncertain');
  });

  it('say so when nothing in the documents relates to the question', async () => {
    const m = (await chat({ message: 'What is the boiling point of mercury?', dataset_ids: [handbookId] })).json();
    expect(m.content).toMatch(/^I (could not find|found no) (a )?passages? in the documents/);
    expect(m.execution_details.outcome).toBe('declined');
  });
});
