import { useState } from 'preact/hooks';
import type { Api } from '../api/client.ts';
import type { ParseJob } from '../api/types.ts';
import { uploadWithProgress } from '../api/upload.ts';
import { DropZone } from '../components/DropZone.tsx';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { Progress } from '../components/Progress.tsx';
import { downloadText } from '../lib/download.ts';
import { useInterval } from '../lib/hooks.ts';
import { ParseResultView } from './ParseResultView.tsx';

interface Options {
  extract_tables: boolean;
  process_images: boolean;
  chunk: boolean;
  chunk_size: number;
  chunk_overlap: number;
  session_ttl: number;
}

const DEFAULTS: Options = { extract_tables: true, process_images: true, chunk: false, chunk_size: 600, chunk_overlap: 200, session_ttl: 1800 };
const POLL_MS = 1000;

export function ParsePage({ api }: { api: Api }) {
  const [options, setOptions] = useState(DEFAULTS);
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [job, setJob] = useState<ParseJob | null>(null);
  const [error, setError] = useState<unknown>(null);
  const running = job !== null && (job.status === 'queued' || job.status === 'processing');

  useInterval(
    () => {
      if (!job) return;
      api.get<ParseJob>(`/v1/parses/${job.parse_id}`).then(setJob, setError);
    },
    POLL_MS,
    running,
  );

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!file) return;
    setError(null);
    setJob(null);
    setUploaded(0);
    const fields = Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)]));
    try {
      const accepted = await uploadWithProgress<ParseJob>({ url: '/v1/parses', key: api.key, file, fields, onProgress: setUploaded });
      setJob({ ...accepted, progress: 0, status_message: null });
    } catch (err) {
      setError(err);
    } finally {
      setUploaded(null);
    }
  };
  const set = <K extends keyof Options>(key: K, value: Options[K]) => setOptions((o) => ({ ...o, [key]: value }));

  return (
    <section>
      <h1>Parse playground</h1>
      <p class="muted">Send one document to POST /v1/parses and see what comes back: text, tables, chunks and metadata.</p>
      <form class="stack" onSubmit={submit}>
        <DropZone label={file ? `Document: ${file.name}` : 'Drop a document here or choose it'} hint="PDF, DOCX, PPTX, XLSX, CSV, TXT, MD, JSON, XML, HTML, YAML, LOG" onFiles={([f]) => setFile(f)} />
        <fieldset class="options">
          <legend>Options</legend>
          <label class="check">
            <input type="checkbox" name="extract_tables" checked={options.extract_tables} onChange={(e) => set('extract_tables', e.currentTarget.checked)} /> Extract tables
          </label>
          <label class="check">
            <input type="checkbox" name="process_images" checked={options.process_images} onChange={(e) => set('process_images', e.currentTarget.checked)} /> OCR images and scans
          </label>
          <label class="check">
            <input type="checkbox" name="chunk" checked={options.chunk} onChange={(e) => set('chunk', e.currentTarget.checked)} /> Split into chunks
          </label>
          <label>
            Chunk size (tokens)
            <input type="number" name="chunk_size" min={1} disabled={!options.chunk} value={options.chunk_size} onInput={(e) => set('chunk_size', e.currentTarget.valueAsNumber)} />
          </label>
          <label>
            Chunk overlap (tokens)
            <input type="number" name="chunk_overlap" min={0} disabled={!options.chunk} value={options.chunk_overlap} onInput={(e) => set('chunk_overlap', e.currentTarget.valueAsNumber)} />
          </label>
          <label>
            Keep the result (seconds)
            <input type="number" name="session_ttl" min={60} max={86400} value={options.session_ttl} onInput={(e) => set('session_ttl', e.currentTarget.valueAsNumber)} />
          </label>
        </fieldset>
        <button type="submit" class="primary" disabled={!file || uploaded !== null || running}>
          Parse
        </button>
      </form>
      {uploaded !== null && <Progress value={uploaded} label="Uploading the document" />}
      <ErrorNotice error={error} />
      {job && running && (
        <div role="status">
          <p>
            {job.status}
            {job.status_message ? `: ${job.status_message}` : '…'}
          </p>
          <Progress value={job.progress / 100} label="Parsing" />
        </div>
      )}
      {job?.status === 'failed' && job.error && (
        <div class="notice error" role="alert">
          <strong>The document could not be parsed</strong>
          <p>{job.error.message}</p>
          <p class="muted small">
            <code>{job.error.error_code}</code>
          </p>
        </div>
      )}
      {job?.status === 'completed' && job.result && (
        <>
          <div class="row">
            <button type="button" onClick={() => downloadText(`${job.parse_id}.json`, JSON.stringify(job, null, 2), 'application/json')}>
              Download JSON
            </button>
          </div>
          <ParseResultView result={job.result} />
        </>
      )}
    </section>
  );
}
