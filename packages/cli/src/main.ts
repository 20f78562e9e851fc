// quarry: the Quarry API from a terminal or a script.
import { QuarryError, QuarryJobError } from '@quarry/sdk';
import { EXIT, EXIT_CODES_HELP, exitCodeOf } from './exit-codes.ts';
import { PARSE_USAGE, parseCommand } from './commands/parse.ts';
import { TABLES_USAGE, WORKSPACES_USAGE, tablesCommand, workspacesCommand } from './commands/workspaces.ts';
import { UPLOAD_USAGE, uploadCommand } from './commands/upload.ts';
import { ASK_USAGE, askCommand } from './commands/ask.ts';
import { KEYS_USAGE, keysCommand } from './commands/keys.ts';
import { SEARCH_USAGE, searchCommand } from './commands/search.ts';

const HELP = `quarry: parse documents and ask questions of a Quarry service.

Usage:
  ${PARSE_USAGE}
  ${WORKSPACES_USAGE}
  ${UPLOAD_USAGE}
  ${ASK_USAGE}
  ${SEARCH_USAGE}
  ${TABLES_USAGE}
  ${KEYS_USAGE}

Every command takes:
  --url URL        the service (default $QUARRY_URL, else http://localhost:8080)
  --api-key KEY    an API key (default $QUARRY_API_KEY)
  --json           machine-readable output on stdout

Progress bars are drawn on stderr in a terminal; piped or redirected, stderr carries only messages.

${EXIT_CODES_HELP}
`;

const COMMANDS: Record<string, (args: string[], signal: AbortSignal) => Promise<unknown>> = {
  parse: parseCommand,
  workspaces: workspacesCommand,
  upload: uploadCommand,
  ask: askCommand,
  search: searchCommand,
  tables: tablesCommand,
  keys: keysCommand,
};

function describe(err: unknown): string {
  if (err instanceof QuarryError) {
    const details = Object.keys(err.details).length > 0 ? ` ${JSON.stringify(err.details)}` : '';
    return `${err.error_code}: ${err.message}${details}${err.request_id ? ` (request ${err.request_id})` : ''}`;
  }
  if (err instanceof QuarryJobError) return `${err.error_code}: ${err.message}`;
  return (err as Error)?.message ?? String(err);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    return command ? EXIT.OK : EXIT.USAGE;
  }
  const run = COMMANDS[command];
  if (!run) {
    process.stderr.write(`quarry: unknown command "${command}"\n\n${HELP}`);
    return EXIT.USAGE;
  }
  const abort = new AbortController();
  process.once('SIGINT', () => abort.abort(Object.assign(new Error('interrupted'), { name: 'AbortError' })));
  try {
    await run(args, abort.signal);
    return EXIT.OK;
  } catch (err) {
    const code = exitCodeOf(err);
    if (code === EXIT.FAILURE && !(err instanceof QuarryError)) process.stderr.write(`quarry: ${(err as Error)?.stack ?? String(err)}\n`);
    else process.stderr.write(`quarry: ${describe(err)}\n`);
    return code;
  }
}

process.exitCode = await main(process.argv.slice(2));
