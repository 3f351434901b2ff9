import { useMemo } from 'react';
import { errorNameIndex, errorStation } from '@pod/shared';
import { useErrorLabel, useErrorName } from '../components/ErrorLabel';
import { useErrorCodes } from '../useErrorCodes';
import type { StationErrors } from './grammar';

/**
 * The error codes a station reports (its own only: Quality check shares the packing station's), as
 * the grammar reads them (number, or name: root's label, the key, the name in the worker's language)
 * and as the screen names them (`2002 · Smudged print`).
 */
export function useStationErrors(manufactureId: string, step: string) {
  const all = useErrorCodes(manufactureId);
  const codes = useMemo(() => all.filter((c) => errorStation(c.step) === errorStation(step)), [all, step]);
  const errorName = useErrorName();
  const errors: StationErrors = useMemo(() => ({ known: new Set(codes.map((c) => c.code)), names: errorNameIndex(codes, errorName) }), [codes, errorName]);
  return { codes, errors, errorLabel: useErrorLabel(codes) };
}
