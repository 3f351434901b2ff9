import type { TestApp } from '../harness';

/** The shared import pipeline as a browser drives it: signed upload, preview, confirm, wait for the job. */

export const CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PREVIEW = `mutation($kind: String!, $id: ID!) {
  importPreview(kind: $kind, file_id: $id) { file_id filename columns total valid refused rows { line values issues { field reason message } } } }`;
export const UPLOAD = `mutation($kind: String!, $filename: String!, $mimetype: String!, $size: Int!) {
  importUpload(kind: $kind, filename: $filename, mimetype: $mimetype, size: $size) { _id url } }`;
export const CONFIRM = `mutation($kind: String!, $id: ID!, $policy: String!) { importConfirm(kind: $kind, file_id: $id, policy: $policy) { _id status } }`;
const JOB = `query($id: ID!) { job(_id: $id) { status progress error_text { code params } result } }`;

export interface ImportIssue {
  field: string;
  reason: string;
  message: string;
}
export interface ImportResult {
  policy: string;
  total: number;
  created: number;
  undone: number;
  refused: Array<{ line: number; values: Record<string, string>; issues: ImportIssue[] }>;
}

/** importUpload, then PUT the bytes to the signed URL. Answers the file id. */
export async function uploadImport(t: TestApp, token: string, body: Buffer, kind: string, mimetype = CSV, filename = 'rows.csv'): Promise<string> {
  const signed = await t.gql<{ importUpload: { _id: string; url: string } }>(UPLOAD, { kind, filename, mimetype, size: body.length }, token);
  expect(signed.errors).toBeUndefined();
  const url = new URL(signed.data!.importUpload.url);
  const put = await t
    .http()
    .put(url.pathname + url.search)
    .set('content-type', mimetype)
    .send(body);
  expect(put.status).toBe(200);
  return signed.data!.importUpload._id;
}

/** importConfirm with a policy, then the job's result once it finished. */
export async function confirmImport(t: TestApp, token: string, id: string, policy: string, kind: string): Promise<ImportResult> {
  const res = await t.gql<{ importConfirm: { _id: string } }>(CONFIRM, { kind, id, policy }, token);
  expect(res.errors).toBeUndefined();
  const ended = await t.waitFor(
    async () => {
      const j = (await t.gql<{ job: { status: string; error_text?: unknown; result: ImportResult } }>(JOB, { id: res.data!.importConfirm._id }, token)).data!
        .job;
      return (j.status === 'completed' || j.status === 'failed') && j;
    },
    { timeout: 60_000, what: 'the import job to end' },
  );
  if (ended.status === 'failed') throw new Error(JSON.stringify(ended.error_text));
  return ended.result;
}
