import { useState } from 'react';
import { Badge, CloseButton, HStack, Input, Wrap } from '@chakra-ui/react';

/** Tags as chips; Enter or comma adds the typed tag, the cross removes one. Suggestions come from fileTags. */
export function TagInput(props: {
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder: string;
  suggestions?: string[];
  testId?: string;
  onType?: (text: string) => void;
  removeLabel: string;
}) {
  const [text, setText] = useState('');
  const add = (raw: string) => {
    const parts = raw
      .split(',')
      .map((t) => t.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    if (!parts.length) return;
    const lower = new Set(props.value.map((t) => t.toLowerCase()));
    props.onChange([...props.value, ...parts.filter((p) => !lower.has(p.toLowerCase()))]);
    setText('');
    props.onType?.('');
  };
  const listId = props.testId ? `${props.testId}-list` : undefined;
  return (
    <Wrap w="full" gap="1" align="center" borderWidth="1px" rounded="md" px="2" py="1" minH="10" data-testid={props.testId}>
      {props.value.map((t) => (
        <Badge key={t} colorPalette="brand" variant="subtle" data-testid="tag-chip">
          <HStack gap="1">
            <span>{t}</span>
            <CloseButton size="2xs" aria-label={`${props.removeLabel} ${t}`} onClick={() => props.onChange(props.value.filter((x) => x !== t))} />
          </HStack>
        </Badge>
      ))}
      <Input
        variant="flushed"
        border="none"
        size="sm"
        flex="1"
        minW="32"
        value={text}
        list={listId}
        placeholder={props.placeholder}
        data-testid={props.testId ? `${props.testId}-input` : undefined}
        onChange={(e) => {
          const v = e.target.value;
          if (v.endsWith(',')) add(v);
          else {
            setText(v);
            props.onType?.(v);
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add(text);
          } else if (e.key === 'Backspace' && !text && props.value.length) props.onChange(props.value.slice(0, -1));
        }}
        onBlur={() => add(text)}
      />
      {listId && (
        <datalist id={listId}>
          {(props.suggestions ?? []).map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </Wrap>
  );
}
