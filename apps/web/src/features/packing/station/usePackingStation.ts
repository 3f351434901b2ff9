import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Unreachable } from '../../../lib/offlineQueue';
import { newScanId, useOfflineStation, useScanLog } from '../../../lib/useOfflineStation';
import { errorText } from '../../../ui';
import { PACK_MRP_PRODUCT } from '../graphql';
import { beep } from './beep';
import type { PackOutcome, QueuedPack } from './packQueue';

export interface PackLogEntry {
  id: string;
  code: string;
  at: string;
  outcome: PackOutcome | null;
}

/** Sends one queued scan; a GraphQL refusal is an answer, anything else means "not reached, keep it". */
async function sendPack(client: ApolloClient, scan: QueuedPack): Promise<PackOutcome> {
  try {
    const { data } = await client.mutate({ mutation: PACK_MRP_PRODUCT, variables: { code: scan.code }, context: { manufacture: scan.manufactureId } });
    const a = data?.packMrpProduct;
    if (!a) throw new Unreachable('empty answer');
    const common = {
      bin: a.bin_number ?? null,
      packed: a.packed,
      total: a.total,
      complete: a.complete,
      packageId: a.package._id,
      packageCode: a.package.code,
      orderNumber: a.package.order_number,
    };
    return a.changed ? { kind: 'packed', ...common } : { kind: 'already', ...common };
  } catch (err) {
    if (CombinedGraphQLErrors.is(err)) return { kind: 'refused', message: errorText(err) };
    if (err instanceof Unreachable) throw err;
    throw new Unreachable(err instanceof Error ? err.message : String(err));
  }
}

/** The packing station: each scanned unit is kept on the device, sent in order, and answered with its bin. */
export function usePackingStation(manufactureId: string) {
  const client = useApolloClient();
  const [log, upsert] = useScanLog<PackLogEntry>();
  const { add, waiting } = useOfflineStation<QueuedPack, PackOutcome>({
    database: 'pod-packing',
    manufactureId,
    send: useCallback((scan: QueuedPack) => sendPack(client, scan), [client]),
    onAnswer: useCallback(
      (scan: QueuedPack, outcome: PackOutcome) => {
        beep(outcome.kind === 'refused' ? 'refused' : outcome.complete ? 'complete' : 'ok');
        upsert({ id: scan.id, code: scan.code, at: scan.scannedAt, outcome });
      },
      [upsert],
    ),
    onRestored: useCallback((scan: QueuedPack) => upsert({ id: scan.id, code: scan.code, at: scan.scannedAt, outcome: null }), [upsert]),
  });
  const scan = useCallback(
    (raw: string) => {
      const code = raw.trim().toUpperCase();
      if (!code) return;
      const queued: QueuedPack = { id: newScanId(), manufactureId, code, scannedAt: new Date().toISOString() };
      upsert({ id: queued.id, code, at: queued.scannedAt, outcome: null });
      add(queued);
    },
    [manufactureId, add, upsert],
  );
  return { scan, log, waiting };
}
