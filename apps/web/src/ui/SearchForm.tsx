import { useState, type FormEvent, type ReactNode } from 'react';
import { HStack, Input } from '@chakra-ui/react';

/**
 * A list's toolbar: a search box that applies on Enter (trimmed), then the list's other filters
 * (`children`: date inputs, selects) beside it.
 */
export function SearchForm({
  value,
  onSearch,
  label,
  testId,
  children,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  testId?: string;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(value);
  return (
    <HStack
      as="form"
      gap="2"
      wrap="wrap"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Input maxW="xs" size="sm" placeholder={label} aria-label={label} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid={testId} />
      {children}
    </HStack>
  );
}
