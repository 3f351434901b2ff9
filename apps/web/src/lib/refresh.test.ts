import { describe, expect, it } from 'vitest';
import { secondsLeft } from './refresh';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('token expiry', () => {
  it('reads exp from the token', () => {
    expect(secondsLeft(jwt({ exp: 1_000 }), 400_000)).toBe(600);
    expect(secondsLeft('garbage')).toBeNull();
    expect(secondsLeft(jwt({ sub: 'x' }))).toBeNull();
  });
});
