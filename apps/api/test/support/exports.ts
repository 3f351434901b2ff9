import type { TestApp } from '../harness';
import { fetchSignedFile } from './signed-file';

export const EXPORT = `mutation($list: String!, $format: String!, $filters: JSON) {
  exportList(list: $list, format: $format, filters: $filters) { _id status name } }`;
const JOB = `query($id: ID!) { job(_id: $id) { _id status progress error_text { code params } result } }`;

export interface ExportJobView {
  status: string;
  progress: number;
  error?: string;
  result?: { url: string; rows: number; filename: string; format: string };
}

/** Polls an export job until it ends; answers its last state and every progress value seen on the way. */
export async function exportFinished(t: TestApp, id: string, token: string): Promise<{ job: ExportJobView; seen: number[] }> {
  const seen: number[] = [];
  const job = await t.waitFor(
    async () => {
      const res = await t.gql<{ job: ExportJobView }>(JOB, { id }, token);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      const now = res.data!.job;
      if (seen.at(-1) !== now.progress) seen.push(now.progress);
      return (now.status === 'completed' || now.status === 'failed') && now;
    },
    { timeout: 120_000, what: 'the export job to end' },
  );
  return { job, seen };
}

/** The exported file, fetched through its signed URL. */
export async function exportDownload(t: TestApp, url: string): Promise<Buffer> {
  const res = await fetchSignedFile(t, url);
  if (res.status !== 200) throw new Error(`download answered ${res.status}`);
  return res.body as Buffer;
}
