// The Dockerfile and compose.yaml are not built or run here (no container engine): this checks
// that they say what the code says, so they cannot silently drift from src/config.ts and package.json.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../src/config.ts';

const ROOT = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; devDependencies: Record<string, string>; workspaces: string[] };
const compose = parseYaml(read('compose.yaml'), { merge: true }) as {
  services: Record<string, { command?: string[]; environment?: Record<string, string>; healthcheck?: { test: string[] }; depends_on?: Record<string, unknown> }>;
};
const QUARRY_SERVICES = ['api', 'worker'] as const;

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function dockerfile(): Array<{ op: string; args: string }> {
  return read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** `${NAME:-default}` as compose would expand it with NAME unset; `${NAME:?...}` with a sample value. */
function expand(value: string): string {
  return String(value).replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_m, name: string, fallback?: string) =>
    fallback !== undefined ? fallback : name === 'QUARRY_ADMIN_KEY' ? 'qk_sample-admin-key-for-the-check-0000' : '',
  );
}

// `npm start` is `[VAR=value ...] node src/main.ts`: the variables (the C library's, not Quarry's) are set by the image too.
const startWords: string[] = pkg.scripts.start.split(' ');
const startVariables = startWords.filter((w) => /^[A-Z_]+=/.test(w));
const startCommand = startWords.filter((w) => !startVariables.includes(w));

describe('compose.yaml', () => {
  it('gives the API and worker services, together, exactly the variables src/config.ts reads', () => {
    const named = new Set(QUARRY_SERVICES.flatMap((s) => Object.keys(compose.services[s].environment ?? {})));
    expect([...named].filter((v) => !CONFIG_VARIABLES.includes(v)), 'unknown to src/config.ts').toEqual([]);
    expect(CONFIG_VARIABLES.filter((v) => !named.has(v)), 'missing from compose.yaml').toEqual([]);
  });

  it('configures each Quarry service validly, as an API process and a worker process on PostgreSQL and S3', () => {
    for (const service of QUARRY_SERVICES) {
      const env = Object.fromEntries(Object.entries(compose.services[service].environment!).map(([k, v]) => [k, expand(v)]));
      const config = loadConfig(env);
      expect(config.role).toBe(service);
      expect(config.databaseUrl).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(config.s3?.endpoint).toBe('http://minio:9000');
      expect(compose.services.bucket.command!.join(' ')).toContain(`local/${config.s3!.bucket}`);
    }
  });

  it('runs the same command as `npm start` and checks /readyz, after PostgreSQL and the bucket are ready', () => {
    for (const service of QUARRY_SERVICES) {
      const s = compose.services[service];
      expect(s.command).toEqual(startCommand);
      expect(s.healthcheck!.test.join(' ')).toContain('/readyz');
      expect(s.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, bucket: { condition: 'service_completed_successfully' } });
    }
    expect(compose.services.postgres.healthcheck).toBeDefined();
    expect(compose.services.minio.healthcheck).toBeDefined();
  });
});

describe('Dockerfile', () => {
  const steps = dockerfile();

  it('builds in stages on the Node major package.json asks for, and runs as a non-root user', () => {
    const stages = steps.filter((s) => s.op === 'FROM');
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const nodeMajor = pkg.devDependencies.node.replace(/\D*(\d+).*/, '$1');
    for (const stage of stages) expect(stage.args).toMatch(new RegExp(`^node:${nodeMajor}[-.]`));
    const user = steps.filter((s) => s.op === 'USER').at(-1);
    expect(user?.args).toBeDefined();
    expect(['root', '0']).not.toContain(user!.args);
  });

  it('runs `npm start`\'s command, and its health check asks /readyz', () => {
    const cmd = steps.filter((s) => s.op === 'CMD').at(-1)!;
    expect(JSON.parse(cmd.args)).toEqual(startCommand);
    expect(steps.find((s) => s.op === 'HEALTHCHECK')!.args).toContain('/readyz');
  });

  it('sets only variables src/config.ts reads, besides Node\'s own and those `npm start` sets (with the same values)', () => {
    const assignments = steps.filter((s) => s.op === 'ENV').flatMap((s) => [...s.args.matchAll(/(\w+)=(\S+)/g)].map((m) => `${m[1]}=${m[2]}`));
    expect(startVariables.filter((v) => !assignments.includes(v)), 'set by npm start, not by the image').toEqual([]);
    const env = assignments.map((a) => a.split('=')[0]);
    const fromStart = startVariables.map((v) => v.split('=')[0]);
    expect(env.filter((v) => !CONFIG_VARIABLES.includes(v) && !['NODE_ENV', 'PATH', ...fromStart].includes(v))).toEqual([]);
  });

  it('copies the OCR model, the sources and every workspace package\'s manifest', () => {
    const copies = steps.filter((s) => s.op === 'COPY').map((s) => s.args);
    expect(copies).toContain('vendor ./vendor');
    expect(copies).toContain('src ./src');
    expect(pkg.workspaces).toEqual(['packages/*']);
    for (const name of readdirSync(new URL('packages/', ROOT))) expect(copies).toContain(`packages/${name}/package.json packages/${name}/`);
    expect(steps.some((s) => s.op === 'RUN' && /apt-get install .*fonts-/.test(s.args))).toBe(true);
  });
});

describe('README', () => {
  it('documents every variable and says the images are not built in CI', () => {
    const readme = read('README.md');
    for (const v of CONFIG_VARIABLES) expect(readme, v).toContain(`\`${v}\``);
    expect(readme).toMatch(/## Deployment[\s\S]*not built in CI/);
  });
});
