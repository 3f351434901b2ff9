import type { TestApp } from '../harness';

/** A file behind a signed URL, its body read whole into a Buffer (status and headers as answered). */
export function fetchSignedFile(t: TestApp, url: string) {
  const u = new URL(url);
  return t
    .http()
    .get(u.pathname + u.search)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
