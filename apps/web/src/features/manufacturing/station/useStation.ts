import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { beep } from './beep';
import { createScanGuard, IDLE, readScan, type GrammarAnswer, type GrammarState } from './grammar';
import { idbScanStore } from './idbStore';
import { createScanQueue, type QueuedScan, type ScanOutcome } from './scanQueue';
import { sendScan } from './sendScan';

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

const LOG_SIZE = 60;
const RETRY_MS = 2000;

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

const toneOf = (outcome: ScanOutcome) => (outcome.kind === 'moved' || outcome.kind === 'reported' ? 'ok' : outcome.kind === 'refused' ? 'refused' : 'prompt');

/**
 * The station: each scanned line goes through the double-scan guard and the grammar; a command
 * (move on, report errors) goes to the IndexedDB outbox and is sent in order with its scan time,
 * retried while the network is down. Answers land on the log entry of their scan.
 */
export function useStation(manufactureId: string, station: string | null, knownErrors: ReadonlySet<number>) {
  const client = useApolloClient();
  const [log, setLog] = useState<ScanLogEntry[]>([]);
  const [waiting, setWaiting] = useState(0);
  const [grammar, setGrammar] = useState<GrammarState>(IDLE);
  const grammarRef = useRef<GrammarState>(IDLE);
  const guard = useMemo(() => createScanGuard(250), []);

  const upsert = useCallback((entry: ScanLogEntry) => {
    setLog((current) => {
      const i = current.findIndex((e) => e.id === entry.id);
      if (i < 0) return [entry, ...current].slice(0, LOG_SIZE);
      const next = [...current];
      next[i] = entry;
      return next;
    });
  }, []);

  const queue = useMemo(
    () =>
      createScanQueue({
        store: idbScanStore(manufactureId),
        send: (scan) => sendScan(client, scan),
        onAnswer: (scan, outcome) => {
          beep(toneOf(outcome));
          upsert({ id: scan.id, text: scan.code, at: scan.scannedAt, result: { kind: 'answered', scan, outcome } });
        },
        onPending: (scans) => setWaiting(scans.length),
      }),
    [client, manufactureId, upsert],
  );

  // Retry while scans wait: on a timer and as soon as the browser says it is online again.
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (retry.current) clearTimeout(retry.current);
    retry.current = null;
    void queue.flush().then((result) => {
      if (result === 'blocked') retry.current = setTimeout(flush, RETRY_MS);
    });
  }, [queue]);
  useEffect(() => {
    // What an earlier visit left unsent shows as waiting, then goes.
    void queue.pending().then((scans) => {
      setWaiting(scans.length);
      for (const scan of scans) upsert({ id: scan.id, text: scan.code, at: scan.scannedAt, result: { kind: 'pending', scan } });
      flush();
    });
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
      if (retry.current) clearTimeout(retry.current);
    };
  }, [queue, flush, upsert]);

  const scan = useCallback(
    (raw: string) => {
      const text = raw.trim();
      if (!text) return;
      const now = new Date();
      const id = newId();
      const at = now.toISOString();
      if (!guard(text, now.getTime())) {
        upsert({ id, text, at, result: { kind: 'ignored' } });
        return;
      }
      const { state, answer } = readScan(grammarRef.current, text, knownErrors);
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
        void queue.add(queued).then((result) => {
          if (result === 'blocked') flush();
        });
        return;
      }
      beep(answer.kind === 'refused' ? 'refused' : 'prompt');
      upsert({ id, text, at, result: { kind: 'grammar', answer } });
    },
    [guard, knownErrors, manufactureId, station, queue, flush, upsert],
  );

  return { scan, log, waiting, grammar };
}
