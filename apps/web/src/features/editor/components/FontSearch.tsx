import { useId, useState } from 'react';
import { Box, Input, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { EDITOR_FONTS } from '../graphql';
import { suggest, suggestKey, type SuggestState } from '../state/suggest';
import type { EditorFont } from '../types';

/**
 * The font search box with suggestions (spec section 2): a substring match over the font manager's
 * families, moved through with up and down, picked with enter, closed with escape. Unless the user
 * is typing, the box shows the chosen font (`value`).
 */
export function FontSearch({ label, placeholder, value, onPick }: { label: string; placeholder: string; value: string; onPick: (font: EditorFont) => void }) {
  /** What the user is typing; null while the box shows the chosen font. */
  const [query, setQuery] = useState<string | null>(null);
  const [state, setState] = useState<SuggestState>({ open: false, active: -1 });
  const listId = useId();
  const { data } = useQuery(EDITOR_FONTS, { variables: { name: query?.trim() || undefined } });
  const fonts = data?.fonts ?? [];
  const names = suggest(
    fonts.map((f) => f.family),
    query ?? '',
  );
  const open = state.open && names.length > 0;
  const pick = (i: number) => {
    const font = fonts.find((f) => f.family === names[i]);
    if (font) onPick(font);
    setQuery(null);
    setState({ open: false, active: -1 });
  };
  return (
    <Box position="relative">
      <Input
        size="sm"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && state.active >= 0 ? `${listId}-${state.active}` : undefined}
        placeholder={placeholder}
        value={query ?? value}
        data-testid="font-search"
        onFocus={(e) => {
          // From here the box holds what the user types: a default font arriving meanwhile does not change it under them.
          setQuery(e.target.value);
          e.target.select();
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setState({ open: true, active: -1 });
        }}
        onBlur={() => {
          setQuery(null);
          setState({ open: false, active: -1 });
        }}
        onKeyDown={(e) => {
          const out = suggestKey(state, e.key, names.length);
          if (out.pick !== null || e.key === 'ArrowDown' || e.key === 'ArrowUp' || e.key === 'Escape') e.preventDefault();
          setState(out.state);
          if (out.pick !== null) pick(out.pick);
        }}
      />
      {open && (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          position="absolute"
          zIndex="dropdown"
          insetX="0"
          mt="1"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          py="1"
          data-testid="font-suggestions"
        >
          {names.map((name, i) => (
            <Box
              as="li"
              key={name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === state.active}
              px="3"
              py="1"
              cursor="pointer"
              bg={i === state.active ? 'bg.emphasized' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(i);
              }}
            >
              <Text fontSize="sm">{name}</Text>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
