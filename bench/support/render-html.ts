// Turns generated HTML into the PDFs users send: printed by LibreOffice or Chromium (native text),
// and those PDFs rasterised and wrapped as image-only PDFs (scans). Fixture and benchmark
// generators use it; it needs the Debian tools (libreoffice-writer-nogui, chromium, poppler-utils,
// img2pdf), never the service.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export type Renderer = 'lo' | 'chromium';

/** The first of `names` on the PATH, or null. */
export function findTool(names: string[]): string | null {
  for (const name of names) if (spawnSync('sh', ['-c', `command -v ${name}`]).status === 0) return name;
  return null;
}

/** The renderers installed here, each with its command. */
export function availableRenderers(): Map<Renderer, string> {
  const found = new Map<Renderer, string>();
  const soffice = findTool(['soffice', 'libreoffice']);
  if (soffice) found.set('lo', soffice);
  else console.warn('LibreOffice (soffice) not found: skipping its PDFs');
  const chromium = findTool(['chromium', 'chromium-browser', 'google-chrome']);
  if (chromium) found.set('chromium', chromium);
  else console.warn('Chromium not found (apt-get install -y chromium): skipping its PDFs');
  return found;
}

/**
 * Prints each HTML file to the PDF `target(html)` names. LibreOffice converts all files in one call,
 * through the Writer import (Writer/Web's PDF export drops content), with a throwaway profile so
 * it does not clash with a LibreOffice already running.
 */
export function renderHtml(renderer: Renderer, command: string, htmlFiles: string[], target: (html: string) => string): void {
  if (renderer === 'chromium') {
    for (const html of htmlFiles) {
      execFileSync(command, ['--headless', '--no-sandbox', '--disable-gpu', `--print-to-pdf=${target(html)}`, '--no-pdf-header-footer', html], { stdio: 'ignore' });
    }
    return;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'render-lo-'));
  try {
    const profile = `file://${join(tmp, 'profile')}`;
    execFileSync(command, [`-env:UserInstallation=${profile}`, '--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'pdf:writer_pdf_Export', '--outdir', tmp, ...htmlFiles], { stdio: 'ignore' });
    for (const html of htmlFiles) renameSync(join(tmp, basename(html).replace(/\.html$/, '.pdf')), target(html));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

export interface ScanOptions {
  dpi: number;
  /** JPEG (as most scanners write) instead of PNG. */
  jpeg?: boolean;
  /** Keep only the top of each page, in inches: smaller images for tests that OCR them. */
  heightInches?: number;
}

/** Rasterises `pdf` with pdftoppm and wraps the page images as an image-only PDF at `out`. */
export function scanPdf(pdf: string, out: string, options: ScanOptions): void {
  const tmp = mkdtempSync(join(tmpdir(), 'scan-'));
  try {
    const crop = options.heightInches ? ['-H', String(Math.round(options.heightInches * options.dpi)), '-W', '100000'] : [];
    execFileSync('pdftoppm', ['-r', String(options.dpi), options.jpeg ? '-jpeg' : '-png', ...crop, pdf, join(tmp, 'page')]);
    const pages = readdirSync(tmp)
      .filter((name) => name.startsWith('page'))
      .sort()
      .map((name) => join(tmp, name));
    // img2pdf keeps the images as they are (no re-encoding) and sizes each page from its resolution.
    execFileSync('img2pdf', ['--imgsize', `${options.dpi}dpi`, '-o', out, ...pages]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
