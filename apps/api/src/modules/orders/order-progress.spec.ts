import { orderProgress, type OrderPart } from './order-progress';

const part = (kind: OrderPart['kind'], state: OrderPart['state'], itemId = 'i1', quantity = 1): OrderPart => ({
  kind,
  ref: kind,
  state,
  items: [{ itemId, quantity }],
});

describe('orderProgress: the one rule of an order’s parts', () => {
  it('does not move an order without parts', () => {
    expect(orderProgress([])).toEqual({ fulfilled: false, completed: false });
  });

  it('is Fulfilled only when every part has shipped, Completed only when every one is delivered', () => {
    expect(orderProgress([part('package', 'shipped'), part('provider_line', 'pending', 'i2')])).toEqual({ fulfilled: false, completed: false });
    expect(orderProgress([part('package', 'delivered'), part('unit', 'pending')])).toEqual({ fulfilled: false, completed: false });
    expect(orderProgress([part('package', 'delivered'), part('provider_line', 'shipped', 'i2')])).toEqual({ fulfilled: true, completed: false });
    expect(orderProgress([part('package', 'delivered'), part('provider_line', 'delivered', 'i2')])).toEqual({ fulfilled: true, completed: true });
  });

  it('counts a shipped part as settled when approved returns cover every unit it carries, each unit once', () => {
    const lost = [part('package', 'delivered'), part('provider_line', 'shipped', 'i2', 2)];
    expect(orderProgress(lost, new Map([['i2', 1]])).completed).toBe(false);
    expect(orderProgress(lost, new Map([['i2', 2]])).completed).toBe(true);
    const twoLost = [part('package', 'shipped', 'i1'), part('provider_line', 'shipped', 'i1')];
    expect(orderProgress(twoLost, new Map([['i1', 1]])).completed).toBe(false);
    expect(orderProgress(twoLost, new Map([['i1', 2]])).completed).toBe(true);
    // A return does not settle a part still to ship.
    expect(orderProgress([part('package', 'pending')], new Map([['i1', 5]]))).toEqual({ fulfilled: false, completed: false });
  });
});
