// Keys are relative slash-separated paths. The same rules hold for every store, so a key that
// works on S3 also works on disk, and no key can climb out of the local root directory.

const MAX_KEY_BYTES = 1024;

/** Throws unless key is a relative path of plain names: no absolute path, no `.`/`..`, no empty segment. */
export function assertValidKey(key: string): void {
  checkPath(key, 'key', key.split('/'));
}

/** Like a key, but a trailing slash is allowed (and usual); the empty prefix, which would mean "everything", is not. */
export function assertValidPrefix(prefix: string): void {
  const segments = prefix.split('/');
  checkPath(prefix, 'prefix', prefix.endsWith('/') ? segments.slice(0, -1) : segments);
}

function checkPath(value: string, what: string, segments: string[]): void {
  const problem =
    typeof value !== 'string' || value.length === 0
      ? 'is empty'
      : Buffer.byteLength(value) > MAX_KEY_BYTES
        ? `is longer than ${MAX_KEY_BYTES} bytes`
        : value.startsWith('/')
          ? 'is absolute'
          : /[\\\0]/.test(value)
            ? 'contains a backslash or NUL'
            : segments.some((s) => s === '' || s === '.' || s === '..')
              ? 'has an empty, "." or ".." segment'
              : null;
  if (problem) throw new Error(`Blob ${what} ${JSON.stringify(value)} ${problem}`);
}
