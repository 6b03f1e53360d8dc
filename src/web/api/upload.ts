/**
 * Uploading a form with progress. fetch cannot report how much of a request body has been sent,
 * so a large upload goes through XMLHttpRequest instead, under the same conventions as
 * ./http.ts: same origin (the session cookie goes along, and the browser's Sec-Fetch-Site header
 * satisfies the API's cross-site guard), multipart as the browser encodes it, JSON asked for, a
 * failure turned into an ApiError with the server's message and code, the answer checked
 * against its route's schema.
 */
import type { z } from 'zod';
import { ApiError, failureOf, getRequestLanguage, parseAnswer, parseBody } from './http';

/** Where an upload is: sending the body (bytes so far of the total), or waiting for the answer. */
export type UploadProgress = { phase: 'sending'; loaded: number; total: number } | { phase: 'processing' };

export interface UploadOptions<S extends z.ZodType, F extends z.ZodType> {
  /** The route's answer schema. */
  schema: S;
  /**
   * A refusal of this shape is an outcome to show, not a failure: the import's 400 lists the
   * file's problems in the same shape as its success.
   */
  refusal?: F;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadAnswer<T> {
  status: number;
  data: T;
}

/**
 * What an upload's answer means: the parsed answer, the refusal the caller expects (with its
 * status), or an ApiError. Kept apart from the request so it can be checked without a browser.
 */
export function readUploadAnswer<S extends z.ZodType, F extends z.ZodType>(
  status: number,
  text: string,
  opts: { schema: S; refusal?: F; what: string },
): UploadAnswer<z.output<S> | z.output<F>> {
  const data = parseBody(text);
  if (status >= 200 && status < 300) return { status, data: parseAnswer(opts.schema, data, status, opts.what) };
  if (opts.refusal) {
    const refused = opts.refusal.safeParse(data);
    if (refused.success) return { status, data: refused.data };
  }
  throw failureOf(data, status);
}

/** POSTs `form` to `/api${path}`, reporting progress while the body is sent. */
export function uploadForm<S extends z.ZodType, F extends z.ZodType = S>(path: string, form: FormData, opts: UploadOptions<S, F>): Promise<UploadAnswer<z.output<S> | z.output<F>>> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new DOMException('The upload was stopped', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const language = getRequestLanguage();
    if (language) xhr.setRequestHeader('accept-language', language);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.({ phase: 'sending', loaded: e.loaded, total: e.total });
    };
    // The body is all sent: the server now reads and checks it, which takes a while of its own.
    xhr.upload.onload = () => opts.onProgress?.({ phase: 'processing' });
    xhr.onload = () => {
      try {
        resolve(readUploadAnswer(xhr.status, xhr.responseText, { schema: opts.schema, refusal: opts.refusal, what: `POST ${path.split('?')[0]}` }));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ApiError('The upload could not reach the server: check the connection and try again', 0, 'NETWORK'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
