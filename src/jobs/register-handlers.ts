import type { AppContext } from '../app-context.ts';

/** Every queue's handler, registered in each process; whether they run depends on QUARRY_ROLE. */
export function registerJobHandlers(_ctx: AppContext) {}
