import { describe, expect, it } from 'vitest';
import { stationsIn, unitsByDay, unitsByWorker } from './figures';

describe('report figures', () => {
  it('orders stations by the flow, not by name', () => {
    expect(stationsIn([{ station: 'Sewing' }, { station: 'Cutting' }, { station: 'Packing' }, { station: 'Cutting' }])).toEqual([
      'Cutting',
      'Sewing',
      'Packing',
    ]);
  });

  it('pivots units per day into one chart row a day, 0 where a station had none', () => {
    const rows = [
      { day: '2026-11-25', station: 'Cutting', units: 3 },
      { day: '2026-11-25', station: 'Printing', units: 2 },
      { day: '2026-11-26', station: 'Printing', units: 5 },
    ];
    expect(unitsByDay(rows)).toEqual([
      { day: '2026-11-25', Cutting: 3, Printing: 2 },
      { day: '2026-11-26', Cutting: 0, Printing: 5 },
    ]);
    // The axis names each day as the page formats it.
    expect(unitsByDay(rows, (d) => `day ${d.slice(8)}`).map((r) => r.day)).toEqual(['day 25', 'day 26']);
  });

  it("pivots a worker's stations into one bar, named (or by id when the user is gone)", () => {
    const rows = [
      { worker_id: 'w1', worker_name: 'Carla', station: 'Cutting', units: 4 },
      { worker_id: 'w1', worker_name: 'Carla', station: 'Sewing', units: 1 },
      { worker_id: 'w2', worker_name: null, station: 'Sewing', units: 2 },
    ];
    expect(unitsByWorker(rows)).toEqual([
      { worker: 'Carla', Cutting: 4, Sewing: 1 },
      { worker: 'w2', Cutting: 0, Sewing: 2 },
    ]);
  });
});
