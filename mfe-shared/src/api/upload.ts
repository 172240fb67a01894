import { UPLOAD_MESSAGES } from '../rules/upload-rules';
import { ApiError } from './api-error';

export { UPLOAD_MESSAGES };

export interface UploadOptions {
  headers?: Record<string, string>;
  /** Percentage 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Sends the browser's cookies to another origin too (default true); an embed's API client turns it off. */
  withCredentials?: boolean;
}

/** Raw-body upload with progress (fetch cannot report upload progress, XMLHttpRequest can). */
export function uploadFile<T = unknown>(url: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = options.withCredentials ?? true;
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(UPLOAD_MESSAGES.network, 0));
    xhr.onabort = () => reject(new ApiError(UPLOAD_MESSAGES.failed, 0));
    xhr.onload = () => {
      if (xhr.status === 413) return reject(new ApiError(UPLOAD_MESSAGES.tooLarge, 413));
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = (body as { message?: string } | null)?.message;
        return reject(new ApiError(message || UPLOAD_MESSAGES.failed, xhr.status));
      }
      resolve(body as T);
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
