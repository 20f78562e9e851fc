import type { DocumentType } from '../parsing/types.ts';

export type FileCategory = 'tabular' | 'document';

const TABULAR: readonly DocumentType[] = ['csv', 'xlsx', 'xls', 'parquet'];
const DOCUMENT: readonly DocumentType[] = ['pdf', 'docx', 'pptx', 'txt', 'rtf', 'md', 'json', 'xml', 'html', 'yaml', 'log'];

export const WORKSPACE_FILE_TYPES: readonly DocumentType[] = [...TABULAR, ...DOCUMENT];

export function categoryOf(type: DocumentType): FileCategory | null {
  if (TABULAR.includes(type)) return 'tabular';
  if (DOCUMENT.includes(type)) return 'document';
  return null;
}

const CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  txt: 'text/plain',
  rtf: 'application/rtf',
  md: 'text/markdown',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  yaml: 'application/yaml',
  log: 'text/plain',
  parquet: 'application/vnd.apache.parquet',
};

/** The content type Quarry detected, not the one the client claimed. */
export function contentTypeOf(type: DocumentType): string {
  return CONTENT_TYPES[type];
}
