/** Spec section 8: the PUT of an upload that does not answer 200 is an error with this message. */
export const UPLOAD_FAILURE = 'Oops! mockup file uploaded failure';

export class UploadPutError extends Error {
  constructor(readonly status: number) {
    super(UPLOAD_FAILURE);
  }
}

/** PUTs the bytes to a signed URL with the same Content-Type, reporting progress (0..1). Only 200 is success. */
export function putWithProgress(url: string, body: Blob, contentType: string, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new UploadPutError(xhr.status)));
    xhr.onerror = () => reject(new UploadPutError(0));
    xhr.onabort = () => reject(new UploadPutError(0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Runs the tasks with at most `limit` at a time. */
export async function runLimited<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
