// The console in a real browser (Debian's Chromium, driven by playwright-core) against a real
// Quarry: the flows a person goes through, in order, on one page. Screenshots of the chat and of
// the parse playground are written to docs/console/ for the README.
// Code run inside the page is given as strings: the server's TypeScript program has no DOM types.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { FIXTURES } from '../support/uploads.ts';

const SCREENSHOTS = new URL('../../docs/console/', import.meta.url).pathname;
const EMPLOYEES = `name,department,salary,city
Ada,Engineering,120000,Berlin
Grace,Engineering,98000,Munich
Linus,Engineering,56000,Berlin
Dmitri,Marketing,70000,Paris
Joan,Marketing,64000,Berlin
Ken,Sales,50000,Paris
`;
const QUESTION = 'What is the average salary by department?';
const SLOW = 120_000;

let t: TestApp;
let browser: Browser;
let page: Page;
let workspaceUrl: string;
let viewerKey: string;
const consoleErrors: string[] = [];

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install Debian's with \`apt-get install -y chromium\` (.ci/run does).`);
  t = await startTestApp();
  // launch() starts Chromium with a fresh, temporary user-data dir; the flags keep it off the network.
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(30_000);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function signIn(p: Page, key: string) {
  await p.getByLabel('API key').fill(key);
  await p.getByRole('button', { name: 'Sign in' }).click();
}

describe('console', () => {
  it('refuses an unknown key with a readable message and the request id, then signs in', async () => {
    await page.goto(t.url);
    await signIn(page, 'qk_this-key-does-not-exist-xxxxxxxxxxxxxxxx');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('This API key is unknown, revoked or expired');
    expect(await page.getByTestId('request-id').textContent()).toMatch(/\S+/);
    await signIn(page, t.adminKey);
    await page.getByRole('heading', { name: 'Workspaces' }).waitFor();
  });

  it('creates a workspace', async () => {
    await page.getByLabel('Name').fill('Sales analysis');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('heading', { name: /Sales analysis/ }).waitFor();
    workspaceUrl = page.url();
  });

  it('uploads a CSV and a PDF and shows them until both are processed', async () => {
    // The CSV is dropped on the drop zone, as a person would drag it there; the PDF is chosen with the file picker.
    const dropped = await page.evaluateHandle(`(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([${JSON.stringify(EMPLOYEES)}], 'employees.csv', { type: 'text/csv' }));
      return transfer;
    })()`);
    await page.locator('.dropzone').dispatchEvent('drop', { dataTransfer: dropped });
    await page.locator('.dropzone input[type=file]').setInputFiles(`${FIXTURES}pdf/layout.pdf`);
    for (const name of ['employees.csv', 'layout.pdf']) {
      await page.locator(`tr[data-file="${name}"] [data-status="completed"]`).waitFor({ timeout: SLOW });
    }
    expect(await page.locator('tr[data-file="employees.csv"]').textContent()).toContain('1 table(s)');
  }, SLOW);

  it('shows real upload progress on a slow connection, and deletes a file after a confirmation', async () => {
    const cdp = await page.context().newCDPSession(page);
    // About 2 s for 400 KB: slow enough to see the bar between empty and full.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
    const big = 'n,label\n' + Array.from({ length: 30_000 }, (_, i) => `${i},row ${i}`).join('\n');
    await page.locator('.dropzone input[type=file]').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(big) });
    const bar = page.getByRole('progressbar', { name: 'Uploading big.csv' });
    await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('value'))).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.locator('tr[data-file="big.csv"]').waitFor();
    await page.getByRole('button', { name: 'Delete big.csv' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete file' }).click();
    await page.locator('tr[data-file="big.csv"]').waitFor({ state: 'detached' });
  }, SLOW);

  it('explains a refused upload with the catalogue error and its request id', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c30000000049454e44ae426082', 'hex');
    await page.locator('.dropzone input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    const uploads = page.getByRole('list', { name: 'Uploads' });
    const alert = uploads.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This file type is not supported');
    expect(await alert.getByTestId('request-id').textContent()).toMatch(/\S+/);
    await uploads.getByRole('button', { name: 'Dismiss' }).click();
    await uploads.waitFor({ state: 'detached' });
  });

  it('previews a table: schema with types and samples, then its first rows', async () => {
    await page.getByRole('link', { name: 'Tables' }).click();
    await page.getByRole('link', { name: 'employees' }).click();
    const schema = page.getByRole('table', { name: 'Schema' });
    await schema.waitFor();
    expect(await schema.textContent()).toMatch(/salary.*integer/);
    const rows = page.getByRole('table', { name: 'Rows 1–6 of 6' });
    await rows.waitFor();
    expect(await rows.textContent()).toContain('Dmitri');
  });

  it('asks a question and shows the streamed answer, its SQL, result and chart', async () => {
    await page.getByRole('link', { name: 'Chat' }).click();
    await page.getByLabel('Question').fill(QUESTION);
    const reply = page.waitForResponse((res) => res.url().endsWith('/chat'));
    await page.keyboard.press('Enter');
    expect((await reply).headers()['content-type']).toMatch(/^text\/event-stream/);
    const answer = page.locator('article.answer[data-state="completed"]');
    await answer.waitFor();
    expect(await answer.locator('.answer-text').textContent()).toContain('Engineering');
    await answer.getByText('How I got this').click();
    expect((await answer.locator('code.sql').allTextContents()).join('\n')).toMatch(/avg\(/i);
    expect(await answer.getByRole('table', { name: /^Result of query/ }).last().textContent()).toContain('Marketing');
    await answer.getByRole('img', { name: /Bar chart/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), answer.getByRole('button', { name: 'Download CSV' }).first().click()]);
    expect(download.suggestedFilename()).toBe('quarry-result.csv');
    expect(readFileSync(await download.path(), 'utf8')).toMatch(/^.+\r\nEngineering,91333\.3+/);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}chat.png`, fullPage: true });
  });

  it('opens the conversation again from the sidebar and continues it with a document question', async () => {
    await page.getByRole('link', { name: 'New conversation' }).click();
    await page.getByText("Ask a question about this workspace's tables and documents.").waitFor();
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: QUESTION }).click();
    const first = page.locator('article.answer[data-state="completed"]');
    await first.waitFor();
    await first.getByText('How I got this').click();
    expect((await first.locator('code.sql').allTextContents()).join('\n')).toMatch(/avg\(/i);

    await page.getByLabel('Question').fill('Which column does Quarry read first?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const second = page.locator('article.answer[data-state="completed"]').nth(1);
    await second.waitFor();
    expect(await second.locator('.answer-text').textContent()).toContain('left column');
    await second.getByText('How I got this').click();
    const sources = await second.locator('.sources').textContent();
    expect(sources).toContain('layout.pdf, page 1');
    expect(sources).toContain('Quarry reads the left column first');
    // Lookups the engine ran on the way are shown in the panel, but the document answer gets no chart.
    expect(await second.getByRole('img', { name: /chart/ }).count()).toBe(0);
  });

  it('renames, archives and restores the conversation', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Conversations' });
    await sidebar.getByRole('button', { name: `Rename ${QUESTION}` }).click();
    await sidebar.getByLabel('New title').fill('Salaries by department');
    await sidebar.getByRole('button', { name: 'Save' }).click();
    await sidebar.getByRole('link', { name: 'Salaries by department' }).waitFor();
    await sidebar.getByRole('button', { name: 'Archive Salaries by department' }).click();
    await sidebar.getByText('No active conversations.').waitFor();
    await page.getByText('This conversation is archived').waitFor();
    await sidebar.getByLabel('Show archived').check();
    await sidebar.getByRole('button', { name: 'Restore Salaries by department' }).click();
    await sidebar.getByText('No archived conversations.').waitFor();
    expect(await page.getByText('This conversation is archived').count()).toBe(0);
    await sidebar.getByLabel('Show archived').uncheck();
    await sidebar.getByRole('link', { name: 'Salaries by department' }).waitFor();
  });

  it('stays readable at a phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Wide tables scroll inside their own box; nothing else may push the page sideways.
    const tooWide = await page.evaluate(`[...document.querySelectorAll('body *')]
      .filter((e) => !e.parentElement?.closest('.table-scroll, .chart-box') && e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => e.tagName.toLowerCase() + '.' + e.className)`);
    expect(tooWide).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('parses a PDF in the playground and shows its table', async () => {
    await page.getByRole('link', { name: 'Parse playground' }).click();
    await page.locator('.dropzone input[type=file]').setInputFiles(`${FIXTURES}pdf/layout.pdf`);
    await page.getByRole('button', { name: 'Parse' }).click();
    const table = page.getByRole('table', { name: /page 3/ });
    await table.waitFor({ timeout: SLOW });
    expect(await table.textContent()).toMatch(/Region.*Units.*Revenue.*North.*120.*1,450\.00/);
    await page.getByRole('heading', { name: 'Metadata' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}parse-playground.png`, fullPage: true });
  }, SLOW);

  it('creates a key, shows its secret once, and revokes it', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Key name').fill('e2e-key');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByTestId('new-key').textContent())!.trim();
    expect(secret).toMatch(/^qk_/);
    // Someone signs in with the new key in another tab; revoking it there ends that session with a reason.
    const other = await browser.newPage();
    try {
      await other.goto(`${t.url}/#/parse`);
      await signIn(other, secret);
      await other.getByRole('heading', { name: 'Parse playground' }).waitFor();
      await page.getByRole('button', { name: 'Revoke e2e-key' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
      await page.locator('tr[data-key="e2e-key"]').waitFor({ state: 'detached' });
      await other.getByRole('link', { name: 'Workspaces' }).click();
      await other.getByLabel('API key').waitFor();
      expect(await other.getByRole('alert').textContent()).toContain('This API key is unknown, revoked or expired');
    } finally {
      await other.close();
    }
  });

  it('lets an admin add a user and make them a key', async () => {
    const form = page.getByRole('form', { name: 'Add a user' });
    await form.getByLabel('Name').fill('Vera Viewer');
    await form.getByLabel('Email').fill('vera@example.com');
    await form.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('button', { name: 'Create a key for Vera Viewer' }).click();
    // The secret shown is the one made for Vera (the box names the key's owner).
    viewerKey = (await page.getByRole('status').filter({ hasText: 'for Vera Viewer' }).getByTestId('new-key').textContent())!.trim();
    expect(viewerKey).toMatch(/^qk_/);
  });

  it('lets the owner rename the workspace, open it to the organization and add that user as a viewer', async () => {
    await page.goto(workspaceUrl.replace(/\/files$/, '/settings'));
    const settings = page.getByRole('form', { name: 'Workspace settings' });
    await settings.getByLabel('Name').fill('Sales analysis 2026');
    await settings.getByLabel('Visibility').selectOption('organization');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: /Sales analysis 2026/ }).waitFor();
    const form = page.getByRole('form', { name: 'Add a member' });
    // The user field is a free-text id until the organization's users have loaded, then a list of them:
    // wait for the list itself, not whichever of the two is on the page first.
    await form.locator('select[name="member-user"]').selectOption({ label: 'Vera Viewer (vera@example.com)' });
    await form.getByLabel('Role').selectOption('viewer');
    await form.getByRole('button', { name: 'Add member' }).click();
    expect(await page.getByLabel('Role of Vera Viewer').inputValue()).toBe('viewer');
  });

  it('shows a viewer the files without any upload or delete control', async () => {
    // A new tab has its own session storage: nobody is signed in there.
    const viewerPage = await browser.newPage();
    try {
      await viewerPage.goto(workspaceUrl);
      // By keyboard alone: the key field is the first stop, Enter signs in.
      await viewerPage.getByLabel('API key').waitFor();
      await viewerPage.keyboard.press('Tab');
      expect(await viewerPage.evaluate('document.activeElement.name')).toBe('api-key');
      await viewerPage.keyboard.type(viewerKey);
      await viewerPage.keyboard.press('Enter');
      await viewerPage.getByText('You are a viewer in this workspace').waitFor();
      await viewerPage.locator('tr[data-file="employees.csv"]').waitFor();
      expect(await viewerPage.locator('input[type=file]').count()).toBe(0);
      expect(await viewerPage.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    } finally {
      await viewerPage.close();
    }
  });

  it('deletes the workspace after a confirmation', async () => {
    await page.goto(workspaceUrl.replace(/\/files$/, '/settings'));
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('No workspaces yet').waitFor();
  });

  it("broke no rule of the page's Content Security Policy on the way", () => {
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
