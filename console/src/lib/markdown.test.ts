import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('answers as Markdown', () => {
  it('renders pipe tables and lists', () => {
    const html = renderMarkdown('| department | avg |\n| --- | --- |\n| Sales | 50,000 |\n\n- one\n- two');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Sales</td>');
    expect(html).toContain('<li>one</li>');
  });

  it('escapes raw HTML and drops script links', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).not.toContain('href="javascript:');
  });
});
