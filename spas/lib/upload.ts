import * as z from 'zod/mini';
import { XSRF_HEADER } from '../../shared/contract/authentication.js';
import { hasFault } from '../../shared/contract/common.js';
import { currentXsrfToken, timeoutFor } from '../../shared/session/http.js';
import { HttpError } from '../../shared/session/httpError.js';

export interface UploadProgress {
  sent: number;
  total: number;
}

export interface UploadOptions<T> {
  schema: z.ZodMiniType<T>;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a file as the raw request body with upload progress (fetch can't report it; XMLHttpRequest can), with the
 * same rules as the one HTTP client (shared/session/http.ts): credentials, the anti-forgery header, the platform's
 * deadline for the URL, failures as `HttpError` with the platform's body, a CSSFAULT answer a failure, the answer
 * parsed with its schema. An abort rejects with the signal's reason.
 */
export function uploadFile<T>(url: string, file: Blob, { schema, onProgress, signal }: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = timeoutFor(url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    const token = currentXsrfToken();
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (e) => onProgress?.({ sent: e.loaded, total: e.lengthComputable ? e.total : file.size });
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new HttpError(xhr.status, 'status', body, `POST ${url} answered ${xhr.status}`));
      if (hasFault(body)) return reject(new HttpError(xhr.status, 'fault', body, `POST ${url} answered with a fault`));
      const parsed = z.safeParse(schema, body);
      if (!parsed.success) return reject(new HttpError(xhr.status, 'schema', body, `POST ${url} answered an unexpected shape`));
      resolve(parsed.data);
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError(0, 'network', null, `POST ${url} could not reach the server`));
    };
    xhr.ontimeout = () => {
      done();
      reject(new HttpError(504, 'timeout', null, `POST ${url} took longer than ${xhr.timeout} ms`));
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    };
    if (signal?.aborted) return xhr.abort();
    xhr.send(file);
  });
}
