// The scripted server answers the real SDK clients in both APIs' non-streamed shapes too
// (the engine tests cover the streamed ones).
import { afterEach, describe, expect, it } from 'vitest';
import { generateText, stepCountIs, tool } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { z } from 'zod';
import { latestToolResults, startScriptedLlmServer, type ScriptedLlmServer } from './scripted-llm-server.ts';

let server: ScriptedLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const tools = {
  add: tool({ inputSchema: z.object({ a: z.number(), b: z.number() }), execute: async ({ a, b }) => ({ sum: a + b }) }),
};

const script = [
  { toolCalls: [{ name: 'add', arguments: { a: 2, b: 40 } }], usage: { input: 10, output: 3 } },
  (request: Parameters<typeof latestToolResults>[0]) => ({ text: `The sum is ${(JSON.parse(latestToolResults(request)[0].content) as { sum: number }).sum}.`, usage: { input: 20, output: 5 } }),
];

describe('scripted LLM server, non-streamed', () => {
  it('runs a tool loop over Chat Completions', async () => {
    server = await startScriptedLlmServer(script);
    const model = createOpenAICompatible({ name: 'scripted', baseURL: server.baseUrl, apiKey: 'k' })('m');
    const result = await generateText({ model, prompt: 'What is 2 + 40?', tools, stopWhen: stepCountIs(3) });
    expect(result.text).toBe('The sum is 42.');
    expect(result.totalUsage).toMatchObject({ inputTokens: 30, outputTokens: 8 });
    expect(server.requests.map((request) => [request.api, request.body.stream ?? false])).toEqual([['openai', false], ['openai', false]]);
  });

  it('runs a tool loop over the Anthropic Messages API', async () => {
    server = await startScriptedLlmServer(script);
    const model = createAnthropic({ baseURL: server.baseUrl, apiKey: 'k' })('claude-sonnet-4-5');
    const result = await generateText({ model, prompt: 'What is 2 + 40?', tools, stopWhen: stepCountIs(3) });
    expect(result.text).toBe('The sum is 42.');
    expect(result.totalUsage).toMatchObject({ inputTokens: 30, outputTokens: 8 });
    expect(server.requests.map((request) => request.api)).toEqual(['anthropic', 'anthropic']);
  });

  it('answers a request the script has no turn for with a 500 that says so', async () => {
    server = await startScriptedLlmServer([]);
    const model = createOpenAICompatible({ name: 'scripted', baseURL: server.baseUrl, apiKey: 'k' })('m');
    await expect(generateText({ model, prompt: 'Hi', maxRetries: 0 })).rejects.toThrow(/no turn for request 1/);
  });
});
