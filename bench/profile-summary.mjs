// Summarises a V8 .cpuprofile: self time per function and per package/file, heaviest first.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [rows]
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(id, (self.get(id) ?? 0) + dt);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (cf) => {
  const url = cf.url.replace(/^file:\/\//, '');
  const pkg = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const src = url.match(/apps\/api\/dist\/(.*)/);
  return src ? `api:${src[1]}` : url || '(native)';
};
const fnSelf = new Map();
const fileSelf = new Map();
for (const [id, t] of self) {
  const cf = byId.get(id).callFrame;
  const fn = `${cf.functionName || '(anonymous)'}  ${where(cf)}:${cf.lineNumber + 1}`;
  fnSelf.set(fn, (fnSelf.get(fn) ?? 0) + t);
  const w = where(cf);
  fileSelf.set(w, (fileSelf.get(w) ?? 0) + t);
}
const print = (title, map) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`);
};
print('self time by package or file', fileSelf);
print('self time by function', fnSelf);
