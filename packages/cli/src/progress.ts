// Progress on stderr: a bar redrawn in place in a terminal, nothing when stderr is piped or a
// file, so scripts read clean output.

export interface Progress {
  update(percent: number, message?: string): void;
  done(): void;
}

const WIDTH = 24;

export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update() {}, done() {} };
  let drawn = false;
  let last = '';
  return {
    update(percent, message = '') {
      const pct = Math.max(0, Math.min(100, Math.round(percent)));
      const filled = Math.round((pct / 100) * WIDTH);
      const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(pct).padStart(3)}% ${message}`;
      // A terminal that reports no width (0) gets 80 columns.
      const fitted = line.slice(0, Math.max(20, (stream.columns || 80) - 1));
      if (fitted === last) return;
      last = fitted;
      drawn = true;
      stream.write(`\r\x1b[2K${fitted}`);
    },
    done() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
