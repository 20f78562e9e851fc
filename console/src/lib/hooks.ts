import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

/** Loads data on mount and when deps change; reload() fetches again without clearing what is shown. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(load);
  latest.current = load;
  const generation = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const value = await latest.current();
      // An answer to an older request must not overwrite a newer one.
      if (mine !== generation.current) return;
      setData(value);
      setError(null);
    } catch (err) {
      if (mine === generation.current) setError(err);
    }
  }, []);
  useEffect(() => {
    setData(null);
    void reload();
  }, deps);
  return { data, error, reload };
}

/** Calls fn every intervalMs while active. */
export function useInterval(fn: () => void, intervalMs: number, active: boolean) {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
}
