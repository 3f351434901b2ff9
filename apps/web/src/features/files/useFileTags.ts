import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FILE_TAGS } from './graphql';

/** Tag names matching what is typed (asked 200 ms after the typing stops), for suggestions. */
export function useFileTags(text: string): string[] {
  const [name, setName] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setName(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const q = useQuery(FILE_TAGS, { variables: { name: name || undefined } });
  const data = q.data ?? q.previousData;
  return useMemo(() => data?.fileTags.map((t) => t.name) ?? [], [data]);
}
