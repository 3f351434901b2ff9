import { useState, type FormEvent, type ReactNode } from 'react';
import { HStack, Input, type StackProps } from '@chakra-ui/react';

/**
 * A list's toolbar: a search box that applies on Enter (trimmed), then the list's other filters
 * (`children`: date inputs, selects, a submit button) beside it. Other props lay the bar out (margins, gap).
 */
export function SearchForm({
  value,
  onSearch,
  label,
  testId,
  size = 'sm',
  children,
  ...bar
}: Omit<StackProps, 'children' | 'onSubmit' | 'as'> & {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  testId?: string;
  /** The search box's size. */
  size?: 'sm' | 'md';
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(value);
  return (
    <HStack
      as="form"
      gap="2"
      wrap="wrap"
      {...bar}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Input maxW="xs" size={size} placeholder={label} aria-label={label} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid={testId} />
      {children}
    </HStack>
  );
}
