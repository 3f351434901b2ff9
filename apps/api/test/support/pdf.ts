import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The workspace's Node (pnpm installs Node 24 there); pdfjs-dist needs it. */
function nodeBinary(): string {
  const workspaceNode = join(__dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'node');
  return existsSync(workspaceNode) ? workspaceNode : process.execPath;
}

/** The text of each page of a PDF, read back with pdfjs-dist (what a viewer would extract). */
export function pdfPagesText(pdf: Buffer): string[] {
  const out = execFileSync(nodeBinary(), [join(__dirname, 'pdf-text.mjs')], { input: pdf, cwd: join(__dirname, '..', '..') });
  return JSON.parse(out.toString('utf8')) as string[];
}

/** A PDF's text as one line: the gaps pdfjs puts between runs and lines collapsed, so words can be looked up. */
export function pdfText(pdf: Buffer): string {
  return pdfPagesText(pdf).join(' ').replace(/\s+/g, ' ');
}
