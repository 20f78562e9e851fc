// The LLM chat engine: the model works through the workspace tools in the SDK's tool loop,
// bounded by the request's iteration budget, and its answer streams out as it is written.

import { stepCountIs, streamText, ToolChoiceViolationError, type ModelMessage } from 'ai';
import type { AgentRequest, AgentResult, ChatEngine } from '../engine.ts';
import { buildInstructions, LAST_STEP_INSTRUCTION } from './instructions.ts';
import { schemaBrief } from './schema-brief.ts';
import { ANTHROPIC_MAX_OUTPUT_TOKENS, languageModel, type LlmConfig } from './language-model.ts';
import { toProviderError } from './provider-error.ts';
import { ERRORS } from '../../errors.ts';
import { describeCall, newToolLedger, workspaceTools } from './workspace-tools.ts';
import { approachOf, interpretationOf } from './answer-summary.ts';

export type { LlmConfig } from './language-model.ts';

const DEFAULT_MAX_RETRIES = 2;

export function createLlmEngine(config: LlmConfig): ChatEngine {
  const model = languageModel(config);
  return {
    model: config.model,
    answer: (request) => answer(request, config, model),
  };
}

function messagesOf(request: AgentRequest): ModelMessage[] {
  return [
    ...request.history.map((message): ModelMessage => ({ role: message.role, content: message.content })),
    { role: 'user', content: request.question },
  ];
}

function silentModel(config: LlmConfig) {
  return ERRORS.llmProvider(null, `The model sent nothing for ${config.timeoutMs} ms (the model call time limit) and the call was stopped.`);
}

function isTimeout(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e.name === 'TimeoutError') return true;
  return false;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function answer(request: AgentRequest, config: LlmConfig, model: ReturnType<typeof languageModel>): Promise<AgentResult> {
  const ledger = newToolLedger();
  const tools = workspaceTools(request.toolbox, request.scope, ledger, request.searchLimit);
  const hasTools = Object.keys(tools).length > 0;
  const instructions = buildInstructions(request.scope, request.scope.tables > 0 ? await schemaBrief(request.toolbox) : null);
  const lastStep = request.maxIterations - 1;

  const result = streamText({
    model,
    instructions,
    messages: messagesOf(request),
    ...(hasTools ? { tools } : {}),
    stopWhen: stepCountIs(request.maxIterations),
    // The budget's last call gets no tools, so the loop ends in an answer from what was found.
    prepareStep: ({ stepNumber }) =>
      hasTools && stepNumber === lastStep ? { toolChoice: 'none' as const, instructions: `${instructions}\n\n${LAST_STEP_INSTRUCTION}` } : undefined,
    abortSignal: request.signal,
    // A silent provider ends the call rather than holding the chat (and its concurrency slot).
    ...(config.timeoutMs ? { timeout: { firstChunkMs: config.timeoutMs, chunkMs: config.timeoutMs } } : {}),
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
    ...(config.provider === 'anthropic' ? { maxOutputTokens: ANTHROPIC_MAX_OUTPUT_TOKENS } : {}),
    // Errors arrive as stream parts and are thrown from here; the SDK would also log them.
    onError: () => {},
  });

  let content = '';
  const emit = (text: string) => {
    content += text;
    request.onDelta(text);
  };
  let iteration = 0;
  let stepHasText = false;
  let lastStepCalledTools = false;
  let tokensInput = 0;
  let tokensOutput = 0;
  let failure: unknown = null;
  let timedOut = false;
  try {
    for await (const part of result.stream) {
      switch (part.type) {
        case 'start-step':
          iteration++;
          stepHasText = false;
          lastStepCalledTools = false;
          break;
        case 'finish-step':
          tokensInput += part.usage.inputTokens ?? 0;
          tokensOutput += part.usage.outputTokens ?? 0;
          break;
        case 'text-delta':
          if (!part.text) break;
          // Text from separate steps reads as separate paragraphs.
          if (!stepHasText && content) emit('\n\n');
          stepHasText = true;
          emit(part.text);
          break;
        case 'tool-call':
          lastStepCalledTools = true;
          request.onStep({ iteration, type: 'tool_call', tool: part.toolName, input: part.input, summary: describeCall(part.toolName, part.input), duration_ms: 0 });
          break;
        case 'tool-result': {
          const record = ledger.calls.get(part.toolCallId);
          request.onStep({
            iteration,
            type: 'tool_result',
            tool: part.toolName,
            input: part.input,
            summary: record?.summary ?? 'done',
            duration_ms: record?.durationMs ?? 0,
          });
          break;
        }
        case 'tool-error':
          if (request.signal.aborted) break;
          request.onStep({ iteration, type: 'tool_result', tool: part.toolName, input: part.input, summary: `error: ${errorText(part.error)}`, duration_ms: 0 });
          break;
        case 'abort':
          // Not the caller's abort: the SDK's own timeout ended the call.
          if (!request.signal.aborted) timedOut = true;
          break;
        case 'error':
          // A model that still calls tools on the budget's last, tool-less call has run out of steps.
          if (ToolChoiceViolationError.isInstance(part.error)) lastStepCalledTools = true;
          else failure ??= part.error;
          break;
        default:
          break;
      }
    }
  } catch (error) {
    failure ??= error;
  }
  if (request.signal.aborted) throw request.signal.reason;
  if (failure !== null) {
    if (isTimeout(failure)) throw silentModel(config);
    throw toProviderError(failure, config.apiKey);
  }
  if (timedOut) throw silentModel(config);

  if (!content.trim()) {
    emit(
      lastStepCalledTools
        ? `I could not finish the answer within ${request.maxIterations} steps. Try a narrower question.`
        : 'The model returned an empty answer. Try asking again or rephrasing the question.',
    );
  }

  return {
    content,
    model: config.model,
    tokensInput,
    tokensOutput,
    iterations: iteration,
    approach: approachOf(ledger, request.scope),
    interpretation: interpretationOf(ledger),
    // The model's own words carry any doubt; the service does not grade them.
    outcome: 'answered',
    memory: null,
  };
}
