// The job errors a PDF ends with when it cannot be read, whichever library found the fault.
import { JobError } from '../../errors.ts';

export function passwordProtected(): JobError {
  return new JobError('PASSWORD_PROTECTED', 'The PDF is encrypted with a password; upload an unprotected copy.');
}

export function damagedPdf(detail: string): JobError {
  return new JobError('CORRUPTED_FILE', `The PDF could not be read: ${detail}`);
}

/** A failure to load or read: pdf.js's PasswordException is a password it was not given, anything else a damaged file. */
export function unreadablePdf(error: unknown): JobError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return passwordProtected();
  return damagedPdf(error instanceof Error ? error.message : String(error));
}

/**
 * Runs a read of a page or object. Failures past the header (broken objects, truncated streams)
 * mean a damaged file; job errors and aborts pass through unchanged.
 */
export async function readingPdf<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof JobError || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw unreadablePdf(error);
  }
}
