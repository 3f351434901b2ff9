import { useQuery, useSubscription } from '@apollo/client/react';
import type { JobStateFragment } from '../../gql/graphql';
import { JOB, JOB_PROGRESS } from './graphql';

export const isFinished = (job: Pick<JobStateFragment, 'status'> | null | undefined) => job?.status === 'completed' || job?.status === 'failed';

/**
 * A job's live state: pushed by the jobProgress subscription, with a slow poll as a fallback
 * (a dropped websocket still ends in a result). Nothing runs without an id or once the job ended.
 */
export function useJob(id: string | null): JobStateFragment | null {
  const query = useQuery(JOB, { variables: { id: id ?? '' }, skip: !id, pollInterval: 1000, fetchPolicy: 'network-only' });
  const job = query.data?.job ?? null;
  const done = isFinished(job);
  const live = useSubscription(JOB_PROGRESS, { variables: { id: id ?? '' }, skip: !id || done });
  if (done) query.stopPolling();
  const pushed = live.data?.jobProgress;
  // Whichever is further along: the subscription usually, the poll when the socket is down.
  if (pushed && (!job || isFinished(pushed) || pushed.progress > job.progress)) return pushed;
  return job;
}

/** The download of an export job's result: where to fetch the file and what to call it. */
export function exportFileOf(job: JobStateFragment | null): { url: string; filename: string; rows: number } | null {
  const r = job?.result;
  if (!r || typeof r !== 'object') return null;
  const { url, filename, rows } = r as Record<string, unknown>;
  return typeof url === 'string' && typeof filename === 'string' ? { url, filename, rows: typeof rows === 'number' ? rows : 0 } : null;
}
