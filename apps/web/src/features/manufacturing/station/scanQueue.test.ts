import { describe, expect, it } from 'vitest';
import { createScanQueue, Unreachable, type QueuedScan, type ScanOutcome, type ScanStore } from './scanQueue';

/** An in-memory store that counts writes, standing in for IndexedDB. */
function memoryStore(initial: QueuedScan[] = []): ScanStore & { scans: QueuedScan[] } {
  const s = {
    scans: [...initial],
    read: async () => [...s.scans],
    write: async (scans: QueuedScan[]) => {
      s.scans = [...scans];
    },
  };
  return s;
}

const scan = (n: number): QueuedScan => ({
  id: `s${n}`,
  manufactureId: 'm1',
  station: 'Printing',
  code: `P0000000${n}`,
  kind: 'advance',
  scannedAt: new Date(Date.UTC(2026, 10, 27, 6, 0, n)).toISOString(),
});

const moved: ScanOutcome = { kind: 'moved', from: 'Printing', to: 'Sewing' };

describe('scan queue', () => {
  it('sends each scan at once while the network is up and keeps nothing', async () => {
    const store = memoryStore();
    const sent: string[] = [];
    const answers: string[] = [];
    const queue = createScanQueue({ store, send: async (s) => (sent.push(s.id), moved), onAnswer: (s) => answers.push(s.id) });
    expect(await queue.add(scan(1))).toBe('drained');
    expect(await queue.add(scan(2))).toBe('drained');
    expect(sent).toEqual(['s1', 's2']);
    expect(answers).toEqual(['s1', 's2']);
    expect(store.scans).toEqual([]);
  });

  it('keeps scans in order while unreachable and sends them in order, with their scan times, when back', async () => {
    const store = memoryStore();
    let online = false;
    const sent: QueuedScan[] = [];
    const pending: number[] = [];
    const queue = createScanQueue({
      store,
      send: async (s) => {
        if (!online) throw new Unreachable('offline');
        sent.push(s);
        return moved;
      },
      onAnswer: () => undefined,
      onPending: (scans) => pending.push(scans.length),
    });
    for (const n of [1, 2, 3]) expect(await queue.add(scan(n))).toBe('blocked');
    expect(store.scans.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(sent).toEqual([]);
    online = true;
    expect(await queue.flush()).toBe('drained');
    expect(sent.map((s) => [s.id, s.scannedAt])).toEqual([1, 2, 3].map((n) => [`s${n}`, scan(n).scannedAt]));
    expect(store.scans).toEqual([]);
    expect(pending).toEqual([1, 2, 3, 2, 1, 0]);
  });

  it('a refusal is an answer: the scan leaves the queue and the next one goes', async () => {
    const store = memoryStore([scan(1), scan(2)]);
    const answers: Array<[string, string]> = [];
    const queue = createScanQueue({
      store,
      send: async (s) => {
        if (s.id === 's1') throw new Error('Step out of order');
        return moved;
      },
      onAnswer: (s, o) => answers.push([s.id, o.kind]),
    });
    expect(await queue.flush()).toBe('drained');
    expect(answers).toEqual([
      ['s1', 'refused'],
      ['s2', 'moved'],
    ]);
  });

  it('a scan made while an earlier one is still out waits behind it, and is stored at once', async () => {
    const store = memoryStore();
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    const queue = createScanQueue({
      store,
      send: async (s) => {
        if (s.id === 's1') await slow;
        sent.push(s.id);
        return moved;
      },
      onAnswer: () => undefined,
    });
    const first = queue.add(scan(1));
    const second = queue.add(scan(2));
    await expect.poll(() => store.scans.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(sent).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['s1', 's2']);
    expect(store.scans).toEqual([]);
  });

  it('picks up what an earlier page left in the store', async () => {
    const store = memoryStore([scan(1), scan(2)]);
    const sent: string[] = [];
    const queue = createScanQueue({ store, send: async (s) => (sent.push(s.id), moved), onAnswer: () => undefined });
    expect(await queue.pending()).toHaveLength(2);
    await queue.flush();
    expect(sent).toEqual(['s1', 's2']);
  });
});
