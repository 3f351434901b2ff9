// Prints the text of every page of the PDF read from stdin as JSON: ["page 1 text", …].
// Run by the tests in a child process: pdfjs-dist is ESM and needs a newer Node than jest's VM offers.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i++) {
  const content = await (await doc.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
}
process.stdout.write(JSON.stringify(pages));
