import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorText } from '../../../ui';
import { MRP_NEXT_STEP, REPORT_MRP_ERROR } from '../graphql';
import { Unreachable, type QueuedScan, type ScanOutcome } from './scanQueue';

/** Sends one queued scan; a GraphQL refusal is an answer (translated), anything else means "not reached, keep it". */
export async function sendScan(client: ApolloClient, scan: QueuedScan): Promise<ScanOutcome> {
  const context = { manufacture: scan.manufactureId };
  try {
    if (scan.kind === 'report') {
      const { data } = await client.mutate({ mutation: REPORT_MRP_ERROR, variables: { _id: scan.code, errors: scan.errors ?? [] }, context });
      return { kind: 'reported', status: data?.reportMrpError?.status ?? '' };
    }
    const { data } = await client.mutate({
      mutation: MRP_NEXT_STEP,
      variables: { _id: scan.code, station: scan.station, scanned_at: scan.scannedAt },
      context,
    });
    const answer = data?.mrpProductNextProcessStep;
    if (!answer) throw new Unreachable('empty answer');
    return answer.changed
      ? { kind: 'moved', from: answer.from, to: answer.to }
      : { kind: 'unchanged', status: answer.product.status, reason: answer.reason ?? null };
  } catch (err) {
    if (CombinedGraphQLErrors.is(err)) return { kind: 'refused', message: errorText(err) };
    if (err instanceof Unreachable) throw err;
    throw new Unreachable(err instanceof Error ? err.message : String(err));
  }
}
