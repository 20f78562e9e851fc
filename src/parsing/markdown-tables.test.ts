import { describe, expect, it } from 'vitest';
import { markdownTables } from './markdown-tables.ts';

describe('markdownTables', () => {
  it('reads pipe tables with or without outer pipes, escaped pipes and inline markup, and skips code fences', () => {
    const markdown = [
      '# Ducks',
      '',
      '| | Food | Calories |',
      '|---|:---|---:|',
      '| **Leaves** | Ash, `Elm` | 50 |',
      '| Berries | a \\| b | 150 | extra |',
      '',
      '```',
      '| not | a table |',
      '|---|---|',
      '```',
      'Name | Sound',
      '--- | ---',
      'Teal | quack',
    ].join('\n');
    expect(markdownTables(markdown)).toEqual([
      [
        ['', 'Food', 'Calories'],
        ['Leaves', 'Ash, Elm', '50'],
        ['Berries', 'a | b', '150'],
      ],
      [
        ['Name', 'Sound'],
        ['Teal', 'quack'],
      ],
    ]);
  });

  it('needs the delimiter row: pipes in prose are no table', () => {
    expect(markdownTables('a | b\nc | d\n')).toEqual([]);
  });
});
