import { describe, expect, it } from 'vitest';
import { boxOf, moved, printFieldsOf, resized, rotated } from './printBox';

const canvas = { width: 1100, height: 1100 };
const close = (a: Record<string, number>, b: Record<string, number>) => Object.keys(b).forEach((k) => expect(a[k]).toBeCloseTo(b[k], 6));

describe('the print box', () => {
  it('reads unset fields as the renderer does: the whole canvas from the origin', () => {
    expect(boxOf({}, canvas)).toEqual({ x: 0, y: 0, width: 1100, height: 1100, rotate: 0, knewX: 0, knewY: 0 });
    expect(boxOf({ print_x: '100', print_y: 'abc' }, canvas)).toMatchObject({ x: 100, y: 0, width: 1000, height: 1100 });
  });

  it('moves, and resizes from a corner keeping the opposite one, never below 10 units', () => {
    const b = boxOf({ print_x: '100', print_y: '100', print_width: '400', print_height: '300' }, canvas);
    expect(moved(b, 10, -5)).toMatchObject({ x: 110, y: 95 });
    expect(resized(b, 'se', 50, 20)).toMatchObject({ x: 100, y: 100, width: 450, height: 320 });
    expect(resized(b, 'nw', 50, 20)).toMatchObject({ x: 150, y: 120, width: 350, height: 280 });
    expect(resized(b, 'ne', -1000, 0).width).toBe(10);
  });

  it('resizes a turned box along its own axes: its far corner stays put', () => {
    const b = { x: 100, y: 100, width: 400, height: 300, rotate: 90, knewX: 0, knewY: 0 };
    // Turned 90° the box's width runs down the canvas: dragging the south-east corner 50 down widens it.
    close({ ...resized(b, 'se', 0, 50) }, { x: 100, y: 100, width: 450, height: 300 });
    // The north-west corner moves the origin along the turned axes.
    close({ ...resized(b, 'nw', 0, 50) }, { x: 100, y: 150, width: 350, height: 300 });
  });

  it('rotates about the origin by the angle the pointer swept, in whole degrees within ±180', () => {
    const b = { x: 0, y: 0, width: 100, height: 100, rotate: 10, knewX: 0, knewY: 0 };
    expect(rotated(b, b.rotate, { x: 100, y: 0 }, { x: 0, y: 100 }).rotate).toBe(100);
    expect(rotated({ ...b, rotate: 170 }, 170, { x: 100, y: 0 }, { x: 0, y: 100 }).rotate).toBe(-100);
  });

  it('writes fields rounded to 2 decimals, an unturned box without a rotation', () => {
    expect(printFieldsOf({ x: 1.005, y: 2.333, width: 10, height: 20, rotate: 0, knewX: 0, knewY: 0 })).toEqual({
      print_x: '1',
      print_y: '2.33',
      print_width: '10',
      print_height: '20',
      print_rotate: '',
    });
  });
});
