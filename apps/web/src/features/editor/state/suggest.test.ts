import { describe, expect, it } from 'vitest';
import { snapOffset } from './snap';
import { suggest, suggestKey } from './suggest';

describe('suggestions', () => {
  it('match a substring case-insensitively, within the limit', () => {
    expect(suggest(['Roboto', 'Roboto Mono', 'Lobster', 'Open Sans'], 'OBO')).toEqual(['Roboto', 'Roboto Mono']);
    expect(suggest(['a1', 'a2', 'a3'], 'a', 2)).toEqual(['a1', 'a2']);
    expect(suggest(['x'], '  ')).toEqual([]);
  });
  it('move with up and down, pick with enter, close with escape', () => {
    let s = { open: false, active: -1 };
    s = suggestKey(s, 'ArrowDown', 3).state;
    expect(s).toEqual({ open: true, active: 0 });
    s = suggestKey(s, 'ArrowUp', 3).state;
    expect(s.active).toBe(2);
    s = suggestKey(s, 'ArrowDown', 3).state;
    expect(s.active).toBe(0);
    expect(suggestKey(s, 'Enter', 3)).toEqual({ state: { open: false, active: -1 }, pick: 0 });
    expect(suggestKey(s, 'Escape', 3)).toEqual({ state: { open: false, active: -1 }, pick: null });
  });
});

describe('snapping', () => {
  it('moves a box onto the print area centre or edge when near', () => {
    const area = { x: 100, y: 100, width: 400, height: 600 };
    expect(snapOffset({ x: 245, y: 395, width: 100, height: 10 }, area)).toMatchObject({ dx: 5, dy: 0 });
    expect(snapOffset({ x: 104, y: 103, width: 10, height: 10 }, area)).toMatchObject({ dx: -4, dy: -3 });
    expect(snapOffset({ x: 200, y: 200, width: 10, height: 10 }, area)).toMatchObject({ dx: 0, dy: 0 });
  });
});
