import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Button, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loadBookmarks } from '../features/bookmarks';
import { useBookmarks, splitStarred } from '../stores/bookmarks';
import { Ellipsis } from 'lucide-react';

/** Starred shortcuts in the navbar (at most 10, extras in an overflow menu) and the bookmark search. */
// The screen search loads just after the first screen (the starred links are what shows first).
const BookmarkSearch = lazy(() => import('./BookmarkSearch').then((m) => ({ default: m.BookmarkSearch })));

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
      <Suspense fallback={null}>
        <BookmarkSearch items={items} />
      </Suspense>
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
