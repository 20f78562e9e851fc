// Multipart uploads through XMLHttpRequest: fetch cannot report upload progress, XHR can.
import { apiErrorFrom } from './errors.ts';

export interface UploadOptions {
  url: string;
  key: string;
  file: File;
  fields?: Record<string, string>;
  /** Fraction of the body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export function uploadWithProgress<T>({ url, key, file, fields = {}, onProgress }: UploadOptions): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('authorization', `Bearer ${key}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as T);
      } else reject(apiErrorFrom(xhr.status, xhr.responseText, xhr.getResponseHeader('x-request-id')));
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server.'));
    xhr.send(form);
  });
}
