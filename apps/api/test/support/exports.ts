import type { TestApp } from '../harness';
import { fetchSignedFile } from './signed-file';

export const EXPORT = `mutation($list: String!, $format: String!, $filters: JSON) {
  exportList(list: $list, format: $format, filters: $filters) { _id status name } }`;
const JOB = `query($id: ID!) { job(_id: $id) { _id status progress error result } }`;

export interface ExportJobView {
  status: string;
  progress: number;
  error?: string;
  result?: { url: string; rows: number; filename: string; format: string };
}

/** Polls an export job until it ends; answers its last state and every progress value seen on the way. */
export async function exportFinished(t: TestApp, id: string, token: string): Promise<{ job: ExportJobView; seen: number[] }> {
  const seen: number[] = [];
  for (let i = 0; i < 2400; i++) {
    const res = await t.gql<{ job: ExportJobView }>(JOB, { id }, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    const job = res.data!.job;
    if (seen.at(-1) !== job.progress) seen.push(job.progress);
    if (job.status === 'completed' || job.status === 'failed') return { job, seen };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('export did not finish');
}

/** The exported file, fetched through its signed URL. */
export async function exportDownload(t: TestApp, url: string): Promise<Buffer> {
  const res = await fetchSignedFile(t, url);
  if (res.status !== 200) throw new Error(`download answered ${res.status}`);
  return res.body as Buffer;
}
