import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BOOKMARK_SUGGESTIONS_ALL, suggest } from '@pod/shared';
import { BOOKMARK_SUGGESTIONS_TYPING } from '../lib/constants';
import { setBookmarked } from '../features/bookmarks';
import type { Bookmark } from '../stores/bookmarks';
import { Search, Star } from 'lucide-react';
import { showError } from '../ui/errors';
import { NavbarPopover } from './NavbarPopover';
import { onSuggestionKey } from './suggestionKeys';

/** The navbar's screen search: find a screen by name, open it or star it. */
export function BookmarkSearch({ items }: { items: Bookmark[] }) {
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
