import { useEffect, useId, useRef, useState } from 'react';
import { Box, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QUICK_SEARCH_PER_GROUP } from '@pod/shared';
import { rest } from '../lib/http';
import { Search } from 'lucide-react';
import { onSuggestionKey } from './suggestionKeys';

export interface SearchGroup {
  groupTitle: string;
  searchLimit?: number;
  data: Array<{ title: string; link: string; subtitle?: string }>;
}

/** At most QUICK_SEARCH_PER_GROUP results per group (and never more than the group's own limit). */
export function limitGroups(groups: readonly SearchGroup[]): SearchGroup[] {
  return groups
    .map((g) => ({
      ...g,
      data: (g.data ?? []).slice(0, Math.min(QUICK_SEARCH_PER_GROUP, g.searchLimit && g.searchLimit > 0 ? g.searchLimit : QUICK_SEARCH_PER_GROUP)),
    }))
    .filter((g) => g.data.length > 0);
}

/** Ctrl+K (⌘K) anywhere, or "/" outside a field, focuses the search. */
function isSearchShortcut(e: KeyboardEvent): boolean {
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') return true;
  const target = e.target as HTMLElement | null;
  const typing = !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  return e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey;
}

/**
 * The navbar's grouped search (GET /api/main-search/data?q=): signed out, pages; signed in, every group
 * the caller may see (orders, listings, productions, tickets, users, …), up to 4 each. Arrow keys move,
 * Enter opens the page; `shortcut` binds Ctrl+K and "/" to focus it.
 */
export function GlobalSearch({ shortcut = false }: { shortcut?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!shortcut) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      inputRef.current?.focus();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcut]);

  useEffect(() => {
    const text = q.trim();
    if (!text) {
      setGroups([]);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      rest<{ searchResult?: SearchGroup[] }>('GET', `/api/main-search/data?q=${encodeURIComponent(text)}`, { signal: ctrl.signal })
        .then((r) => {
          setGroups(limitGroups(r?.searchResult ?? []));
          setActive(-1);
        })
        .catch(() => setGroups([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [q]);

  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const flat = groups.flatMap((g) => g.data);
  const go = (link: string) => {
    setOpen(false);
    setQ('');
    navigate(link);
  };

  let index = -1;
  return (
    <Box position="relative" ref={boxRef} w={{ base: '44', md: '72' }}>
      <InputGroup startElement={<Search aria-hidden size={16} />}>
        <Input
          ref={inputRef}
          size="sm"
          value={q}
          placeholder={shortcut ? t('search.placeholder_shortcut') : t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={open && flat.length > 0}
          aria-controls={listId}
          data-testid="global-search"
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
          }}
          onKeyDown={(e) =>
            onSuggestionKey(e, {
              count: flat.length,
              setActive,
              // Enter opens the highlighted result, or the first one when none is highlighted.
              pick: () => {
                const item = flat[active] ?? flat[0];
                if (item) go(item.link);
              },
              escape: () => setOpen(false),
            })
          }
        />
      </InputGroup>
      {open && q.trim() && (
        <Box
          id={listId}
          role="listbox"
          position="absolute"
          top="100%"
          mt="1"
          insetStart="0"
          w={{ base: '72', md: '96' }}
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          zIndex="dropdown"
          maxH="96"
          overflowY="auto"
          data-testid="global-search-results"
        >
          {groups.length === 0 ? (
            <Text p="3" fontSize="sm" color="fg.muted">
              {t('search.no_results')}
            </Text>
          ) : (
            groups.map((g) => (
              <Stack key={g.groupTitle} gap="0" py="1" data-testid="global-search-group">
                <Text px="3" py="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
                  {t(g.groupTitle, { defaultValue: g.groupTitle })}
                </Text>
                {g.data.map((item) => {
                  index += 1;
                  const i = index;
                  return (
                    <Box
                      key={`${item.link}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      px="3"
                      py="1.5"
                      cursor="pointer"
                      bg={i === active ? 'brand.subtle' : undefined}
                      _hover={{ bg: 'bg.muted' }}
                      onMouseDown={(e) => {
                        e.preventDefault();
                        go(item.link);
                      }}
                    >
                      <Text fontSize="sm">{item.title}</Text>
                      {item.subtitle && (
                        <Text fontSize="xs" color="fg.muted">
                          {item.subtitle}
                        </Text>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
