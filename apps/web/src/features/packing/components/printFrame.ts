/**
 * Prints a PDF through a hidden iframe: the browser's print dialog for that document, without a
 * new tab. The frame stays (one per page) so a test or a second print finds it.
 */
export function printPdf(url: string): HTMLIFrameElement {
  let frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="print-frame"]');
  if (!frame) {
    frame = document.createElement('iframe');
    frame.dataset.testid = 'print-frame';
    frame.title = 'print';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
    document.body.appendChild(frame);
  }
  const target = frame;
  target.dataset.printed = 'false';
  target.onload = () => {
    try {
      target.contentWindow?.focus();
      target.contentWindow?.print();
    } catch {
      // A viewer that refuses print() from script: the document is still open in the frame.
    }
    target.dataset.printed = 'true';
  };
  target.src = url;
  return target;
}
