/**
 * Prints a PDF without a download step (spec section 9): the file is fetched (storage URLs allow
 * any origin), put in a hidden frame as a same-origin blob, and the browser's print dialog opens
 * on it. Resolves once the dialog was opened; the frame goes after printing (or a minute at most).
 */
export async function printPdf(url: string, doc: Document = document): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`The document could not be fetched (${res.status}).`);
  const blobUrl = URL.createObjectURL(new Blob([await res.arrayBuffer()], { type: 'application/pdf' }));
  const frame = doc.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.testid = 'print-frame';
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  const cleanup = () => {
    frame.remove();
    URL.revokeObjectURL(blobUrl);
  };
  await new Promise<void>((resolve, reject) => {
    frame.onload = () => {
      try {
        const win = frame.contentWindow!;
        win.addEventListener('afterprint', () => setTimeout(cleanup, 1000), { once: true });
        win.focus();
        win.print();
        resolve();
      } catch (e) {
        cleanup();
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    setTimeout(cleanup, 60_000);
    frame.src = blobUrl;
    doc.body.appendChild(frame);
  });
}

/** A data: URL (a canvas export, a generated image) as a file to upload. */
export function dataUrlToFile(dataUrl: string, filename: string): File {
  const m = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m) throw new Error('Not a data URL');
  const [, type = 'application/octet-stream', base64, data] = m;
  const bytes = base64 ? Uint8Array.from(atob(data), (c) => c.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(data));
  return new File([bytes], filename, { type });
}
