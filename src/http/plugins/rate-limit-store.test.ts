import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Queryable } from '../../db/database.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** The test's database, whose statements wait while the gate is closed (a slow round trip, on demand). */
function gatedDatabase(db: Queryable) {
  let open: Promise<void> = Promise.resolve();
  let release = () => {};
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    close() {
      open = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
    db: {
      async query(sql, params) {
        pending++;
        try {
          await open;
          return await db.query(sql, params);
        } finally {
          pending--;
        }
      },
    } as Queryable,
  };
}

describe('shared rate-limit store', () => {
  // Far from the limit a busy key reserves its next lease while it still holds hits of the last
  // one: the checks answered meanwhile, and those after the reservation lands, must be numbered
  // on without a gap or a repeat.
  it('numbers every check once and in order while a reservation ahead is on its way', async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 100));
    const gate = gatedDatabase(t.server.ctx.db);
    const Store = sharedRateLimitStore(gate.db);
    const store = new Store({});
    const key = `test-${randomUUID()}`;
    const counts: number[] = [];
    /** One check; whether it was answered at once (from the reserved hits). */
    const check = () =>
      new Promise<boolean>((resolve, reject) => {
        let sync = true;
        store.incr(
          key,
          (error, result) => {
            if (error) return reject(error);
            counts.push(result!.current);
            resolve(sync);
          },
          60_000,
          100_000,
        );
        sync = false;
      });

    // Leases grow to their largest.
    for (let i = 0; i < 400; i++) await check();
    // Held up, the next reservation ahead leaves checks to be answered from what is still held.
    gate.close();
    while (gate.pending === 0) expect(await check()).toBe(true);
    for (let i = 0; i < 5; i++) expect(await check()).toBe(true);
    gate.open();
    while (gate.pending > 0) await new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 300; i++) await check();

    expect(counts).toEqual(Array.from({ length: counts.length }, (_, i) => i + 1));
  });
});
