/** Polls until check returns a value, as a client following the spec would (fast, since tests run locally). */
export async function pollUntil<T>(check: () => Promise<T | undefined | null | false>, options: { timeoutMs?: number; intervalMs?: number; what?: string } = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${options.what ?? 'a condition'}`);
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 100));
  }
}
