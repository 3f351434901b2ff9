import { useEffect, useState } from 'react';
import { gqlFetch } from './api';
import { FILE_TAGS, type FileTag } from './graphql';

/** Tag names matching what is typed, for suggestions. */
export function useFileTags(text: string): string[] {
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    const ac = new AbortController();
    const timer = setTimeout(() => {
      gqlFetch<{ fileTags: FileTag[] }>(FILE_TAGS, { name: text.trim() || undefined }, {}, ac.signal)
        .then((r) => setTags(r.data.fileTags.map((t) => t.name)))
        .catch(() => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [text]);
  return tags;
}
