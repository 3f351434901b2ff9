import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, HStack, IconButton, Input, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BOOKMARK_SUGGESTIONS_ALL, suggest } from '@pod/shared';
import { BOOKMARK_SUGGESTIONS_TYPING } from '../lib/constants';
import { loadBookmarks, setBookmarked } from '../features/bookmarks';
import { useBookmarks, splitStarred, type Bookmark } from '../stores/bookmarks';
import { Ellipsis, Search, Star } from 'lucide-react';
import { showError } from '../ui/errors';
import { NavbarPopover } from './NavbarPopover';
import { onSuggestionKey } from './suggestionKeys';

/** Starred shortcuts in the navbar (at most 10, extras in an overflow menu) and the bookmark search. */
export function Bookmarks() {
  const { t } = useTranslation();
  const items = useBookmarks((s) => s.items);
  const loaded = useBookmarks((s) => s.loaded);
  const { starred, overflow } = useMemo(() => splitStarred(items), [items]);
  const compact = starred.length > 4;

  useEffect(() => {
    if (!loaded) loadBookmarks().catch(() => undefined);
  }, [loaded]);

  return (
    <HStack gap="0.5" minW="0" flex="1" overflow="hidden" data-testid="bookmarks">
      <BookmarkSearch items={items} />
      {overflow.length > 0 && (
        <Menu.Root>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={t('bookmarks.more')} title={t('bookmarks.more')} data-testid="starred-overflow" flexShrink={0}>
              <Ellipsis size={18} aria-hidden />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {overflow.map((b) => (
                  <Menu.Item key={b.id} value={String(b.id)} asChild>
                    <RouterLink to={b.link} data-testid="overflow-link">
                      {t(b.title)}
                    </RouterLink>
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      <HStack gap="0.5" minW="0" overflow="hidden" display={{ base: 'none', lg: 'flex' }} data-testid="starred-bar">
        {starred.map((b) => {
          const label = t(b.title);
          // Up to 4 starred screens show their names; more show compact monograms (full name on hover).
          return compact ? (
            <Button
              key={b.id}
              asChild
              size="xs"
              variant="outline"
              data-testid="starred-link"
              title={label}
              aria-label={label}
              flexShrink={0}
              w="8"
              px="0"
              fontWeight="bold"
            >
              <RouterLink to={b.link}>{monogram(label)}</RouterLink>
            </Button>
          ) : (
            <Button key={b.id} asChild size="xs" variant="ghost" data-testid="starred-link" title={label} flexShrink={0} maxW="36" px="2">
              <RouterLink to={b.link}>
                <Text as="span" truncate>
                  {label}
                </Text>
              </RouterLink>
            </Button>
          );
        })}
      </HStack>
    </HStack>
  );
}

/** "Daily Report" → "DR", "Orders" → "Or". */
export function monogram(label: string): string {
  const words = label.split(/[\s&/-]+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const w = words[0] ?? '?';
  return w.charAt(0).toUpperCase() + w.charAt(1).toLowerCase();
}

function BookmarkSearch({ items }: { items: Bookmark[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const results = useMemo(
    () => suggest(items, q, q.trim() ? BOOKMARK_SUGGESTIONS_TYPING : BOOKMARK_SUGGESTIONS_ALL, (b) => `${t(b.title)} ${b.link}`),
    [items, q, t],
  );
  useEffect(() => setActive(0), [q]);

  const close = () => {
    setOpen(false);
    setQ('');
  };
  const go = (b: Bookmark) => {
    close();
    navigate(b.link);
  };
  const toggle = (b: Bookmark) => {
    setBookmarked(b.id, !b.isBookmarked).catch((err: unknown) => showError(err, t('bookmarks.save_failed')));
  };

  return (
    <NavbarPopover
      open={open}
      onOpenChange={(o) => (o ? setOpen(true) : close())}
      focus={inputRef}
      placement="bottom-start"
      label={t('bookmarks.search')}
      testId="bookmark-search-toggle"
      icon={<Star size={18} aria-hidden />}
      bodyPadding="2"
    >
      <HStack px="1" pb="2">
        <Search aria-hidden size={16} />
        <Input
          ref={inputRef}
          size="sm"
          variant="flushed"
          value={q}
          placeholder={t('bookmarks.placeholder')}
          data-testid="bookmark-search"
          role="combobox"
          aria-expanded
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) =>
            onSuggestionKey(e, {
              count: results.length,
              setActive,
              pick: () => results[active] && go(results[active]),
              escape: () => {
                e.preventDefault();
                close();
              },
            })
          }
        />
      </HStack>
      <Box maxH="80" overflowY="auto" role="listbox" data-testid="bookmark-results">
        {results.length === 0 && (
          <Text p="2" fontSize="sm" color="fg.muted">
            {t('search.no_results')}
          </Text>
        )}
        {results.map((b, i) => (
          <HStack
            key={b.id}
            role="option"
            aria-selected={i === active}
            px="2"
            py="1"
            rounded="md"
            bg={i === active ? 'brand.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            data-testid="bookmark-row"
            data-bookmark-id={String(b.id)}
          >
            <Text flex="1" fontSize="sm" cursor="pointer" onClick={() => go(b)} truncate>
              {t(b.title)}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={b.isBookmarked ? t('bookmarks.unstar') : t('bookmarks.star')}
              aria-pressed={b.isBookmarked}
              color={b.isBookmarked ? 'orange.400' : 'fg.subtle'}
              onClick={() => toggle(b)}
              data-testid="bookmark-star"
            >
              {b.isBookmarked ? <Star fill="currentColor" aria-hidden size={16} /> : <Star aria-hidden size={16} />}
            </IconButton>
          </HStack>
        ))}
      </Box>
    </NavbarPopover>
  );
}
