// quarry keys create NAME | list | revoke ID.
import { unwrap } from '@quarry/sdk';
import { parseCommandArgs, contextFrom, needPositionals } from '../context.ts';
import { UsageError } from '../exit-codes.ts';
import { printJson, printTable } from '../output.ts';
import { listAll } from '../paging.ts';

export const KEYS_USAGE = 'quarry keys list | create NAME [--user USER_ID] [--expires ISO_DATE] | revoke API_KEY_ID';

export async function keysCommand(args: string[], signal: AbortSignal) {
  const { values, positionals } = parseCommandArgs(args, { user: { type: 'string' }, expires: { type: 'string' } });
  const [action, arg] = needPositionals(positionals, 1, KEYS_USAGE);
  const { client, json } = contextFrom(values, signal);
  switch (action) {
    case 'list': {
      const keys = await listAll('api_keys', (query) => unwrap(client.api.GET('/v1/api-keys', { params: { query }, signal })));
      if (json) return printJson(keys);
      return printTable(
        ['API_KEY_ID', 'PREFIX', 'USER_ID', 'LAST_USED', 'EXPIRES', 'NAME'],
        keys.map((k) => [k.api_key_id, k.prefix, k.user_id, k.last_used_at ?? 'never', k.expires_at ?? 'never', k.name]),
      );
    }
    case 'create': {
      if (!arg) throw new UsageError(`Usage: ${KEYS_USAGE}`);
      const created = await unwrap(client.api.POST('/v1/api-keys', { body: { name: arg, user_id: values.user, expires_at: values.expires }, signal }));
      if (json) return printJson(created);
      // The secret alone on stdout, so `KEY=$(quarry keys create ci)` works; the rest is for people.
      process.stdout.write(`${created.key}\n`);
      return process.stderr.write(`created key ${created.api_key_id}; the secret above is not shown again\n`);
    }
    case 'revoke': {
      if (!arg) throw new UsageError(`Usage: ${KEYS_USAGE}`);
      await unwrap(client.api.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: arg } }, signal }));
      if (json) return printJson({ revoked: arg });
      return process.stderr.write(`revoked key ${arg}\n`);
    }
    default:
      throw new UsageError(`Usage: ${KEYS_USAGE}`);
  }
}
