import { HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useListParams } from './useListParams';

/**
 * A tabbed list's search box with its filters beside it, one form: Enter searches across every
 * status (`status=All`; the tabs' counts say where the matches are), an empty search clears it and
 * keeps the tab. `label` is the list's own description of what it matches.
 */
export function ListSearchForm({ label, testId, children }: { label: string; testId: string; children?: ReactNode }) {
  const { params, patch } = useListParams();
  const [draft, setDraft] = useState(params.get('search') ?? '');
  return (
    <HStack
      as="form"
      gap="2"
      wrap="wrap"
      align="end"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        const term = draft.trim();
        patch(term ? { search: term, status: 'All' } : { search: null });
      }}
    >
      <Input maxW="xs" size="sm" placeholder={label} aria-label={label} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid={testId} />
      {children}
    </HStack>
  );
}
