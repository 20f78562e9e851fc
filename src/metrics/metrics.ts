// What a Quarry process counts, in Prometheus terms (GET /metrics). One registry per process
// context, so several test servers in one process never mix their numbers.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';

/** Seconds: from a fast API call to a long OCR job. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export type JobOutcome = 'completed' | 'failed';
export type SqlOutcome = 'success' | 'error' | 'timeout';
export type WebhookOutcome = 'delivered' | 'retrying' | 'failed';

export interface MetricsSources {
  /** Jobs waiting to start, by queue, across all processes. */
  queuedWork(): Promise<Record<string, number>>;
  /** Extraction threads running now (they start with work and end when idle). */
  extractionThreads(): number;
  /** SQL sandbox processes running now (likewise). */
  sqlProcesses(): number;
  /** Table import processes running now (likewise). */
  ingestProcesses(): number;
}

export function createMetrics(config: Pick<Config, 'llm'>, sources: MetricsSources) {
  const registry = new Registry();
  // CPU, memory, event loop lag, handles, GC: prom-client's standard process metrics.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'quarry_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'quarry_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its reply (for SSE, to the end of the stream).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const jobsEnqueued = new Counter({
    name: 'quarry_jobs_enqueued_total',
    help: 'Jobs sent to a queue by this process (retries are not counted).',
    labelNames: ['queue'] as const,
    registers,
  });
  new Gauge({
    name: 'quarry_jobs_queued',
    help: 'Jobs waiting for a worker, by queue, across all processes (every process reports the same number: aggregate with max).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const [queue, count] of Object.entries(await sources.queuedWork())) this.set({ queue }, count);
    },
  });
  new Gauge({
    name: 'quarry_extraction_threads',
    help: 'Extraction threads running in this process; they start with the first document and end after QUARRY_IDLE_RETIRE_MS without work.',
    registers,
    collect() {
      this.set(sources.extractionThreads());
    },
  });
  new Gauge({
    name: 'quarry_sql_processes',
    help: 'SQL sandbox processes running for this process; they start with the first query and end after QUARRY_IDLE_RETIRE_MS without one.',
    registers,
    collect() {
      this.set(sources.sqlProcesses());
    },
  });
  new Gauge({
    name: 'quarry_ingest_processes',
    help: 'Table import processes (DuckDB) running for this process; they start with the first table upload and end after QUARRY_IDLE_RETIRE_MS without one.',
    registers,
    collect() {
      this.set(sources.ingestProcesses());
    },
  });
  const jobsStarted = new Counter({ name: 'quarry_jobs_started_total', help: 'Job runs started by this process, retries included.', labelNames: ['queue'] as const, registers });
  const jobsRunning = new Gauge({ name: 'quarry_jobs_running', help: 'Jobs running in this process now.', labelNames: ['queue'] as const, registers });
  const jobsFinished = new Counter({
    name: 'quarry_jobs_finished_total',
    help: 'Job runs ended, by outcome; a failed run is retried until its attempts are spent.',
    labelNames: ['queue', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'quarry_job_duration_seconds',
    help: 'Duration of job runs, by queue and outcome.',
    labelNames: ['queue', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const pages = new Counter({
    name: 'quarry_extracted_pages_total',
    help: 'Pages (or slides) extracted from documents, by source: parse jobs or workspace uploads.',
    labelNames: ['source'] as const,
    registers,
  });
  const ocrPages = new Counter({ name: 'quarry_ocr_pages_total', help: 'Pages that needed OCR, by source.', labelNames: ['source'] as const, registers });
  const ingestedRows = new Counter({ name: 'quarry_ingested_rows_total', help: 'Rows written to workspace tables.', registers });
  const ingestionDuration = new Histogram({
    name: 'quarry_ingestion_duration_seconds',
    help: 'Time to turn one tabular file into stored Parquet tables.',
    buckets: DURATION_BUCKETS,
    registers,
  });
  const sqlDuration = new Histogram({
    name: 'quarry_sql_query_duration_seconds',
    help: 'Model-written SQL queries run in the sandbox, by outcome (success, error, timeout).',
    labelNames: ['outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const sqlTimeouts = new Counter({ name: 'quarry_sql_timeouts_total', help: 'SQL queries cancelled at QUARRY_QUERY_TIMEOUT_MS.', registers });
  const chatDuration = new Histogram({
    name: 'quarry_chat_duration_seconds',
    help: 'Time to answer a chat message, by provider, model and status.',
    labelNames: ['provider', 'model', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const llmTokens = new Counter({
    name: 'quarry_llm_tokens_total',
    help: 'Tokens used by chat answers, by provider, model and direction (input, output).',
    labelNames: ['provider', 'model', 'direction'] as const,
    registers,
  });
  const webhookDeliveries = new Counter({
    name: 'quarry_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome: delivered, retrying (failed, another attempt is scheduled) or failed (given up).',
    labelNames: ['outcome'] as const,
    registers,
  });

  const providerOf = (model: string) => (config.llm && model === config.llm.model ? config.llm.provider : 'builtin');

  return {
    registry,
    httpRequest(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_code: String(statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    jobEnqueued(queue: string) {
      jobsEnqueued.inc({ queue });
    },
    /** Call when a job run starts; the returned function ends it. */
    jobStarted(queue: string): (outcome: JobOutcome) => void {
      const stopTimer = jobDuration.startTimer({ queue });
      jobsStarted.inc({ queue });
      jobsRunning.inc({ queue });
      return (outcome) => {
        jobsRunning.dec({ queue });
        jobsFinished.inc({ queue, outcome });
        stopTimer({ outcome });
      };
    },
    documentExtracted(source: 'parse' | 'upload', extracted: { pageCount: number | null; ocrPages: number }) {
      pages.inc({ source }, extracted.pageCount ?? 0);
      ocrPages.inc({ source }, extracted.ocrPages);
    },
    tablesIngested(rows: number, seconds: number) {
      ingestedRows.inc(rows);
      ingestionDuration.observe(seconds);
    },
    sqlExecuted(outcome: SqlOutcome, seconds: number) {
      sqlDuration.observe({ outcome }, seconds);
      if (outcome === 'timeout') sqlTimeouts.inc();
    },
    chatAnswered(answer: { model: string; status: string; seconds: number; tokensInput: number; tokensOutput: number }) {
      const provider = providerOf(answer.model);
      chatDuration.observe({ provider, model: answer.model, status: answer.status }, answer.seconds);
      llmTokens.inc({ provider, model: answer.model, direction: 'input' }, answer.tokensInput);
      llmTokens.inc({ provider, model: answer.model, direction: 'output' }, answer.tokensOutput);
    },
    webhookDelivery(outcome: WebhookOutcome) {
      webhookDeliveries.inc({ outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
