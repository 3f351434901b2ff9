import { routeLines } from './fulfilment-routing';

describe('routeLines', () => {
  const presets = new Map([
    ['tee', { id: 'tee', provider: 'private', manufactureId: 'berlin' }],
    ['mug', { id: 'mug', provider: 'private', manufactureId: null }],
    ['hood', { id: 'hood', provider: 'printify', manufactureId: null }],
    ['cap', { id: 'cap', provider: 'gearment', manufactureId: null }],
    ['poster', { id: 'poster', provider: 'printify', manufactureId: null }],
    ['pillow', { id: 'pillow', provider: 'merchize', manufactureId: null }],
    ['canvas', { id: 'canvas', provider: 'merchize', manufactureId: 'berlin' }],
  ]);
  const factories = new Map([['berlin', 'Berlin Hub']]);
  const accounts = [
    { id: 'a1', name: 'Printify default', provider: 'printify', presetIds: [], isDefault: true, routing: 'manual' },
    { id: 'a2', name: 'Printify hoodies', provider: 'printify', presetIds: ['hood'], isDefault: false, routing: 'manual' },
    { id: 'a3', name: 'Merchize auto', provider: 'merchize', presetIds: [], isDefault: false, routing: 'auto' },
    { id: 'a4', name: 'Gearment by hand', provider: 'gearment', presetIds: [], isDefault: false, routing: 'manual' },
  ];

  it('sends what a factory makes there, a named preset to its account, others to the provider’s default or auto account, else unrouted; sums units', () => {
    const lines = [
      { presetId: 'tee', quantity: 2 },
      { presetId: 'tee', quantity: 1 },
      { presetId: 'mug', quantity: 1 },
      { presetId: 'hood', quantity: 4 },
      { presetId: 'poster', quantity: 1 },
      { presetId: 'cap', quantity: 5 },
      { presetId: 'pillow', quantity: 2 },
      { presetId: 'canvas', quantity: 1 },
      { presetId: 'gone', quantity: 9 },
    ];
    expect(routeLines(lines, presets, factories, accounts)).toEqual([
      { kind: 'factory', name: 'Berlin Hub', provider: 'private', units: 3 },
      { kind: 'factory', name: null, provider: 'private', units: 1 },
      { kind: 'provider', name: 'Printify hoodies', provider: 'printify', accountId: 'a2', units: 4 },
      { kind: 'provider', name: 'Printify default', provider: 'printify', accountId: 'a1', units: 1 },
      { kind: 'unrouted', name: null, provider: 'gearment', units: 5 },
      { kind: 'provider', name: 'Merchize auto', provider: 'merchize', accountId: 'a3', units: 2 },
      { kind: 'factory', name: 'Berlin Hub', provider: 'merchize', units: 1 },
    ]);
  });
});
