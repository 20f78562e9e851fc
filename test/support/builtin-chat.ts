// Asking the builtin engine through HTTP, as the business-table tests do: upload tables and wait
// until they are ingested, ask a question (optionally in a conversation), check a confident answer.
import { expect } from 'vitest';
import { pollUntil } from './poll.ts';
import type { TestClient } from './test-app.ts';
import { uploadFile } from './uploads.ts';

export type BuiltinReply = {
  content: string;
  conversation_id: string;
  execution_details: { outcome: string; interpretation: string; sql_queries_executed: Array<{ sql: string }> };
};

/** Uploads each file into the workspace and waits until its ingestion has completed. */
export async function uploadTables(t: TestClient, workspaceId: string, files: Array<{ content: string | Uint8Array; filename: string }>): Promise<void> {
  for (const f of files) {
    const up = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, f);
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    await pollUntil(async () => (await t.request('GET', `/v1/workspaces/${workspaceId}/files/${up.body.file_id}/status`)).json().status === 'completed', {
      timeoutMs: 60_000,
      what: `${f.filename} ingested`,
    });
  }
}

/** Asks the workspace's chat (builtin engine, no streaming) and returns the reply with its execution details. */
export async function askBuiltin(t: TestClient, workspaceId: string, message: string, conversationId?: string): Promise<BuiltinReply> {
  const res = await t.request('POST', `/v1/workspaces/${workspaceId}/chat`, {
    body: { message, stream: false, include_execution_details: true, ...(conversationId ? { conversation_id: conversationId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BuiltinReply;
}

/** The reply is a confident answer that states `expected` in bold. */
export function expectAnswered(reply: BuiltinReply, expected: string): void {
  expect(reply.execution_details.outcome, reply.content).toBe('answered');
  expect(reply.content).toContain(`**${expected}**`);
}

/** The reply states `expected` in bold but is marked uncertain (its caveat says what it assumed). */
export function expectUncertain(reply: BuiltinReply, expected: string): void {
  expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
  expect(reply.content).toContain(`**${expected}**`);
}
