import type { BatchableProduction } from '../src/modules/manufacturing-batches/batch-productions.port';
import { batchGroups, lastCutoff, sharedKey } from '../src/modules/manufacturing-batches/batching-rules';

const at = (iso: string) => new Date(iso);

function production(id: string, over: Partial<BatchableProduction> = {}): BatchableProduction {
  return {
    id,
    code: `P${id.padStart(8, '0')}`.slice(0, 9),
    manufactureId: 'm1',
    status: 'To Do',
    batchId: null,
    printMethod: 'DTF',
    productType: 'T-shirt',
    colour: 'Black',
    orderNumber: 1,
    releasedAt: at('2026-11-27T08:00:00Z'),
    printFiles: [],
    ...over,
  };
}

describe('batching rules', () => {
  it('groups by factory, product type, print method and colour; leaves out the batched, held, cancelled and late', () => {
    const list = [
      production('a'),
      production('b', { releasedAt: at('2026-11-27T07:00:00Z') }),
      production('c', { colour: 'White' }),
      production('d', { printMethod: 'DTG' }),
      production('e', { manufactureId: 'm2' }),
      production('f', { batchId: 'x' }),
      production('g', { status: 'On Hold' }),
      production('h', { status: 'Cancelled' }),
      production('i', { releasedAt: at('2026-11-27T10:00:00Z') }),
    ];
    const groups = batchGroups(list, at('2026-11-27T10:00:00Z'), 100);
    expect(groups.map((g) => g.productionIds)).toEqual([['b', 'a'], ['c'], ['d'], ['e']]);
    expect(groups[0]).toMatchObject({ manufactureId: 'm1', productType: 'T-shirt', printMethod: 'DTF', colour: 'Black' });
    // The same productions in another order make the same groups.
    expect(batchGroups([...list].reverse(), at('2026-11-27T10:00:00Z'), 100)).toEqual(groups);
  });

  it('splits a group larger than a batch, oldest first', () => {
    const list = Array.from({ length: 5 }, (_, i) => production(`p${i}`, { releasedAt: at(`2026-11-27T0${i}:00:00Z`) }));
    expect(batchGroups(list, at('2026-11-27T12:00:00Z'), 2).map((g) => g.productionIds)).toEqual([['p0', 'p1'], ['p2', 'p3'], ['p4']]);
  });

  it('finds the last cut-off passed, yesterday’s last before today’s first', () => {
    expect(lastCutoff(at('2026-11-27T11:30:00Z'))).toEqual(at('2026-11-27T10:00:00Z'));
    expect(lastCutoff(at('2026-11-27T14:00:00Z'))).toEqual(at('2026-11-27T14:00:00Z'));
    expect(lastCutoff(at('2026-11-27T05:59:00Z'))).toEqual(at('2026-11-26T14:00:00Z'));
  });

  it('a hand-made batch carries the rules its productions share', () => {
    expect(sharedKey([production('a'), production('b')])).toEqual({ productType: 'T-shirt', printMethod: 'DTF', colour: 'Black' });
    expect(sharedKey([production('a'), production('b', { colour: 'White' })])).toEqual({ productType: 'T-shirt', printMethod: 'DTF', colour: null });
  });
});
