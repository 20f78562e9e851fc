// Messages between the service and its sandbox host process.

import type { SafeQueryResult, SandboxQuery } from './sandbox-query.ts';

export type HostRequest = { type: 'query'; id: number; query: SandboxQuery } | { type: 'cancel'; id: number };

export type HostReply = { id: number; result: SafeQueryResult } | { id: number; error: { name: string; message: string } };
