import { useCallback, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import i18next from 'i18next';
import { reasonTranslationKey } from '../../../ui';
import { newScanId, useOfflineStation, useScanLog } from '../../../lib/useOfflineStation';
import { beep } from './beep';
import { createScanGuard, IDLE, readScan, type GrammarAnswer, type GrammarState, type StationErrors } from './grammar';
import type { QueuedScan, ScanOutcome } from './scanQueue';
import { sendScan } from './sendScan';
import { unitRefusal } from './unitRefusal';

/** One line of the scan log: what was scanned, when, and what came of it (a sent scan's answer arrives later). */
export interface ScanLogEntry {
  id: string;
  text: string;
  at: string;
  result:
    | { kind: 'ignored' }
    | { kind: 'grammar'; answer: GrammarAnswer }
    | { kind: 'pending'; scan: QueuedScan }
    | { kind: 'answered'; scan: QueuedScan; outcome: ScanOutcome };
}

const toneOf = (outcome: ScanOutcome) => (outcome.kind === 'moved' || outcome.kind === 'reported' ? 'ok' : outcome.kind === 'refused' ? 'refused' : 'prompt');

/**
 * The station: each scanned line goes through the double-scan guard and the grammar; a command
 * (move on, report errors) goes to the device outbox (lib/useOfflineStation.ts) and is sent in
 * order with its scan time. Answers land on the log entry of their scan.
 */
export function useStation(manufactureId: string, station: string | null, errors: StationErrors) {
  const client = useApolloClient();
  const [log, upsert] = useScanLog<ScanLogEntry>();
  const [grammar, setGrammar] = useState<GrammarState>(IDLE);
  const grammarRef = useRef<GrammarState>(IDLE);
  const guard = useMemo(() => createScanGuard(250), []);

  const { add, waiting } = useOfflineStation<QueuedScan, ScanOutcome>({
    database: 'pod-station',
    manufactureId,
    send: useCallback((scan: QueuedScan) => sendScan(client, scan), [client]),
    onAnswer: useCallback(
      (scan: QueuedScan, outcome: ScanOutcome) => {
        beep(toneOf(outcome));
        upsert({ id: scan.id, text: scan.code, at: scan.scannedAt, result: { kind: 'answered', scan, outcome } });
      },
      [upsert],
    ),
    onRestored: useCallback((scan: QueuedScan) => upsert({ id: scan.id, text: scan.code, at: scan.scannedAt, result: { kind: 'pending', scan } }), [upsert]),
  });

  const scan = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (!text) return;
      const now = new Date();
      const id = newScanId();
      const at = now.toISOString();
      if (!guard(text, now.getTime())) {
        upsert({ id, text, at, result: { kind: 'ignored' } });
        return;
      }
      const { state, answer } = readScan(grammarRef.current, text, errors);
      grammarRef.current = state;
      setGrammar(state);
      if (answer.kind === 'advance' || answer.kind === 'report') {
        const queued: QueuedScan = {
          id,
          manufactureId,
          station,
          code: answer.code,
          kind: answer.kind,
          errors: answer.kind === 'report' ? answer.errors : undefined,
          scannedAt: at,
        };
        upsert({ id, text: answer.code, at, result: { kind: 'pending', scan: queued } });
        add(queued);
        return;
      }
      beep(answer.kind === 'refused' ? 'refused' : 'prompt');
      upsert({ id, text, at, result: { kind: 'grammar', answer } });
      if (answer.kind === 'await_action' && station)
        void unitRefusal(client, manufactureId, station, answer.code).then((reason) => {
          // Refused before OK, unless the worker has moved on since.
          if (!reason || grammarRef.current.kind !== 'production' || grammarRef.current.code !== answer.code) return;
          grammarRef.current = IDLE;
          setGrammar(IDLE);
          beep('refused');
          const scan: QueuedScan = { id, manufactureId, station, code: answer.code, kind: 'advance', scannedAt: at };
          upsert({
            id,
            text: answer.code,
            at,
            result: { kind: 'answered', scan, outcome: { kind: 'refused', message: i18next.t(reasonTranslationKey(reason)) } },
          });
        });
    },
    [client, guard, errors, manufactureId, station, add, upsert],
  );

  return { scan, log, waiting, grammar };
}
