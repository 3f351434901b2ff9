/**
 * A library loaded on first use, not at start-up: exceljs, pdfkit, archiver, bwip-js and the AWS SDK
 * cost about a second of every process start (every API test file, every worker) that never uses them.
 * Pair it with an `import type` of the same library for its types.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return () => (loaded ??= require(id) as T);
}
