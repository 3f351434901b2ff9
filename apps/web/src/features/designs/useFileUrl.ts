import { useQuery } from '@apollo/client/react';
import { DESIGN_FILE } from './graphql';

/** The URL of a file the design holds by id (empty while loading or when there is none). */
export function useFileUrl(id: string): string {
  return useQuery(DESIGN_FILE, { variables: { _id: id }, skip: !id }).data?.file.url ?? '';
}
