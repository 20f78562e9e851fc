// RTF to plain text: enough of the format to recover the words (groups, control words, escapes,
// Unicode), skipping the destinations that hold no document text (font tables, styles, metadata,
// pictures, field instructions).

const SKIPPED_DESTINATIONS = new Set([
  'fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'object', 'listtable', 'listoverridetable',
  'rsidtbl', 'generator', 'xmlnsdecl', 'themedata', 'colorschememapping', 'datastore', 'latentstyles',
  'fldinst', 'filetbl', 'revtbl', 'pgdsctbl', 'operator', 'title', 'author', 'company', 'pntext',
  'pntxta', 'pntxtb', 'bkmkstart', 'bkmkend', 'userprops', 'docvar', 'mmathPr', 'listtext',
]);

const CONTROL_TEXT: Record<string, string> = {
  par: '\n', line: '\n', sect: '\n\n', page: '\n\n', tab: '\t', cell: '\t', nestcell: '\t', row: '\n',
  nestrow: '\n', emdash: '\u2014', endash: '\u2013', bullet: '\u2022', lquote: '\u2018', rquote: '\u2019',
  ldblquote: '\u201c', rdblquote: '\u201d', emspace: ' ', enspace: ' ', qmspace: ' ',
};

const SYMBOL_TEXT: Record<string, string> = { '\\': '\\', '{': '{', '}': '}', '~': ' ', '_': '-', '-': '', '\n': '\n', '\r': '\n' };

interface GroupState {
  skip: boolean;
  /** Fallback characters to drop after \uN. */
  uc: number;
}

export function isRtf(text: string): boolean {
  return text.trimStart().startsWith('{\\rtf');
}

export function rtfToText(rtf: string): string {
  let state: GroupState = { skip: false, uc: 1 };
  const stack: GroupState[] = [];
  let out = '';
  let bytes: number[] = [];
  let decoder = new TextDecoder('windows-1252');
  let skipFallback = 0;
  // Set right after '{' so the group's first control word can mark it as a destination to skip.
  let groupStart = false;

  const flushBytes = () => {
    if (bytes.length === 0) return;
    if (!state.skip) out += decoder.decode(new Uint8Array(bytes));
    bytes = [];
  };
  const emit = (text: string) => {
    flushBytes();
    if (!state.skip) out += text;
  };

  for (let i = 0; i < rtf.length; ) {
    const ch = rtf[i];
    if (ch === '{') {
      flushBytes();
      stack.push(state);
      state = { ...state };
      groupStart = true;
      i++;
      continue;
    }
    if (ch === '}') {
      flushBytes();
      state = stack.pop() ?? state;
      groupStart = false;
      i++;
      continue;
    }
    if (ch === '\\') {
      const next = rtf[i + 1] ?? '';
      if (next === '*') {
        // "{\*\dest ...}": a destination this reader may not know; its content is not text.
        if (groupStart) state.skip = true;
        i += 2;
        continue;
      }
      if (next === "'") {
        const byte = Number.parseInt(rtf.slice(i + 2, i + 4), 16);
        i += 4;
        groupStart = false;
        if (skipFallback > 0) {
          skipFallback--;
          continue;
        }
        if (!Number.isNaN(byte)) bytes.push(byte);
        continue;
      }
      const word = /^([a-zA-Z]+)(-?\d+)? ?/.exec(rtf.slice(i + 1, i + 40));
      if (!word) {
        if (skipFallback > 0) skipFallback--;
        else if (next in SYMBOL_TEXT) emit(SYMBOL_TEXT[next]);
        groupStart = false;
        i += 2;
        continue;
      }
      i += 1 + word[0].length;
      const name = word[1];
      const param = word[2] === undefined ? undefined : Number(word[2]);
      const first = groupStart;
      groupStart = false;
      if (first && SKIPPED_DESTINATIONS.has(name)) {
        state.skip = true;
        continue;
      }
      if (name === 'bin' && param !== undefined) {
        // Raw binary data follows (inside pictures); it may hold braces and backslashes.
        i += Math.max(0, param);
      } else if (name === 'u' && param !== undefined) {
        emit(String.fromCharCode(param < 0 ? param + 65536 : param));
        skipFallback = state.uc;
      } else if (name === 'uc' && param !== undefined) {
        state.uc = param;
      } else if (name === 'ansicpg' && param !== undefined) {
        decoder = codepageDecoder(param);
      } else if (name in CONTROL_TEXT) {
        emit(CONTROL_TEXT[name]);
      }
      continue;
    }
    groupStart = false;
    if (ch === '\r' || ch === '\n') {
      i++;
      continue;
    }
    if (skipFallback > 0) {
      skipFallback--;
      i++;
      continue;
    }
    emit(ch);
    i++;
  }
  flushBytes();
  return tidy(out);
}

function codepageDecoder(codepage: number): InstanceType<typeof TextDecoder> {
  try {
    return new TextDecoder(codepage === 932 ? 'shift_jis' : `windows-${codepage}`);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
