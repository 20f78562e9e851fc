// Answers are Markdown (lists, pipe tables, emphasis). Raw HTML in them is escaped (html: false)
// and markdown-it refuses javascript: and other unsafe link targets, so the output is safe to insert.
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, breaks: true });

export function renderMarkdown(text: string): string {
  return md.render(text);
}
