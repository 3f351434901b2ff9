import { describe, expect, it } from 'vitest';
import { passwordProblems } from './EditPasswordPage';

describe('edit password checks', () => {
  it('needs the current password, the shared password rule, a matching confirmation and a change', () => {
    expect(passwordProblems('', 'short', 'other')).toEqual(['current', 'short', 'mismatch']);
    expect(passwordProblems('Old-pass-1', 'Old-pass-1', 'Old-pass-1')).toEqual(['same']);
    expect(passwordProblems('Old-pass-1', 'New-pass-2', 'New-pass-2')).toEqual([]);
    // The shared rule: long enough is not enough without a letter and a digit.
    expect(passwordProblems('Old-pass-1', 'longenough', 'longenough')).toEqual(['short']);
  });
});
