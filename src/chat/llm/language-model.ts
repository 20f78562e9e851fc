// The configured model as an AI SDK language model: any Chat Completions endpoint, or Anthropic.

import type { LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';

export interface LlmConfig {
  provider: 'openai' | 'anthropic';
  /** For openai, the endpoint's base URL up to /v1, e.g. http://host:11434/v1. */
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** Retries of a failed model call (429, 5xx, network); the SDK waits 2 s, 4 s, … between them. Default 2. */
  maxRetries?: number;
  /** A model call that sends nothing for this long (before its first token, or between two) is abandoned. */
  timeoutMs?: number;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** Anthropic requires max_tokens; answers are short, so this bounds cost without cutting them. */
export const ANTHROPIC_MAX_OUTPUT_TOKENS = 4_096;

export function languageModel(config: LlmConfig): LanguageModel {
  if (config.provider === 'anthropic') {
    return createAnthropic({ baseURL: config.baseUrl, apiKey: config.apiKey })(config.model);
  }
  // includeUsage asks streamed responses for token counts (stream_options.include_usage).
  return createOpenAICompatible({ name: 'openai-compatible', baseURL: config.baseUrl ?? OPENAI_BASE_URL, apiKey: config.apiKey, includeUsage: true })(config.model);
}
