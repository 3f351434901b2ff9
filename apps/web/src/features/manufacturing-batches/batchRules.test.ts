import { describe, expect, it } from 'vitest';
import { BATCH_STATUSES } from '@pod/shared';
import { batchActions, progressSegments } from './batchRules';

describe('batchActions', () => {
  it('holds, completes or cancels a running batch and resumes a held one', () => {
    expect(batchActions('Producting').map((a) => a.to)).toEqual(['On Hold', 'Completed', 'Cancelled']);
    expect(batchActions('On Hold').map((a) => a.key)).toEqual(['resume', 'cancel']);
  });

  it('offers nothing on a finished batch', () => {
    expect(batchActions('Completed')).toEqual([]);
    expect(batchActions('Cancelled')).toEqual([]);
  });

  it('never offers the status the batch already has', () => {
    for (const status of BATCH_STATUSES) expect(batchActions(status).some((a) => a.to === status)).toBe(false);
  });
});

describe('progressSegments', () => {
  it('orders the counts as the floor does and drops empty ones', () => {
    const segments = progressSegments([
      { status: 'Packing', count: 1 },
      { status: 'To Do', count: 2 },
      { status: 'Printing', count: 0 },
      { status: 'Error', count: 1 },
    ]);
    expect(segments).toEqual([
      { status: 'To Do', count: 2 },
      { status: 'Packing', count: 1 },
      { status: 'Error', count: 1 },
    ]);
  });
});
