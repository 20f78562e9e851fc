// Progress on stderr: a bar redrawn in place in a terminal, nothing when stderr is piped or a
// file, so scripts read clean output.

export interface Progress {
  /** Whether anything is drawn: callers skip work that only feeds the bar. */
  readonly visible: boolean;
  update(percent: number, message?: string): void;
  /** Bytes sent of a total, as a percentage with sizes. */
  sending(sent: number, total: number): void;
  done(): void;
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

const WIDTH = 24;

export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { visible: false, update() {}, sending() {}, done() {} };
  let drawn = false;
  let last = '';
  function update(percent: number, message = '') {
    const pct = Math.max(0, Math.min(100, Math.round(percent)));
    const filled = Math.round((pct / 100) * WIDTH);
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(pct).padStart(3)}% ${message}`;
    // A terminal that reports no width (0) gets 80 columns.
    const fitted = line.slice(0, Math.max(20, (stream.columns || 80) - 1));
    if (fitted === last) return;
    last = fitted;
    drawn = true;
    stream.write(`\r\x1b[2K${fitted}`);
  }
  return {
    visible: true,
    update,
    sending: (sent, total) => update(total > 0 ? (100 * sent) / total : 100, `sent ${size(sent)} of ${size(total)}`),
    done() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
