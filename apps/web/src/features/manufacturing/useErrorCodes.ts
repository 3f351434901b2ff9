import { useQuery } from '@apollo/client/react';
import { DEFAULT_PRODUCTION_ERRORS } from '@pod/shared';
import { MRP_ERROR_CODES } from './graphql';

export interface ErrorCodeRow {
  code: number;
  step: string;
  key: string;
}

/** The factory's error codes (root edits them); the shared defaults until they load or while the network is down. */
export function useErrorCodes(manufactureId?: string): ErrorCodeRow[] {
  const { data } = useQuery(MRP_ERROR_CODES, { context: { manufacture: manufactureId } });
  return data?.mrpErrorCodes ?? [...DEFAULT_PRODUCTION_ERRORS];
}
