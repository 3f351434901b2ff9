import { useQuery } from '@apollo/client/react';
import { DEFAULT_PRODUCTION_ERRORS } from '@pod/shared';
import { MRP_ERROR_CODES } from './graphql';

export interface ErrorCodeRow {
  code: number;
  step: string;
  key: string;
  /** Root's own name for the code, shown instead of the translated key. */
  label?: string | null;
}

/** The error codes in use (root edits the list and switches codes off); the shared defaults until they load or while the network is down. */
export function useErrorCodes(manufactureId?: string): ErrorCodeRow[] {
  const { data } = useQuery(MRP_ERROR_CODES, { context: { manufacture: manufactureId } });
  return data ? data.mrpErrorCodes.filter((c) => c.active) : [...DEFAULT_PRODUCTION_ERRORS];
}
