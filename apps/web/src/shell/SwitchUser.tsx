import { useEffect, useRef, useState } from 'react';
import { Box, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { PAGE_SIZE } from '@pod/shared';
import { SWITCH_USER, USERS_SEARCH, type UserRow } from '../features/switch-user';
import { beginImpersonation } from '../lib/tokens';
import { useSession } from '../stores/session';
import { Users } from 'lucide-react';
import { errorText, showError } from '../ui/errors';
import { NavbarPopover } from './NavbarPopover';

/** 'Switch user' for super users (needs the stored super token): users(search) 50 a page → switchUser → reload as them. */
export function SwitchUser() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const me = useSession((s) => s.user);
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<UserRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [switchUser, switching] = useMutation(SWITCH_USER);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      setLoading(true);
      client
        .query({
          query: USERS_SEARCH,
          variables: { search: q.trim() || undefined },
          fetchPolicy: 'no-cache',
          context: { perPage: PAGE_SIZE.switchUser },
        })
        .then((r) => {
          if (!cancelled) {
            setRows((r.data?.users ?? []).filter((u) => u._id !== me?._id));
            setError(null);
          }
        })
        .catch((err: unknown) => !cancelled && setError(errorText(err)))
        .finally(() => !cancelled && setLoading(false));
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [q, open, client, me?._id]);

  const choose = async (u: UserRow) => {
    try {
      const r = await switchUser({ variables: { _id: u._id } });
      const token = r.data?.switchUser.token;
      if (!token) throw new Error(t('switch_user.failed'));
      beginImpersonation(token, u.identity_label || u.email, window.location.pathname + window.location.search);
      window.location.assign('/');
    } catch (err) {
      showError(err, t('switch_user.failed'));
    }
  };

  return (
    <NavbarPopover
      open={open}
      onOpenChange={setOpen}
      focus={inputRef}
      placement="bottom-end"
      label={t('switch_user.title')}
      title={t('switch_user.title')}
      testId="switch-user-toggle"
      icon={<Users size={18} aria-hidden />}
      bodyPadding="3"
    >
      <Stack gap="2">
        <Text fontWeight="semibold">{t('switch_user.title')}</Text>
        <Input
          ref={inputRef}
          size="sm"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('switch_user.placeholder')}
          data-testid="switch-user-search"
        />
        <Box maxH="80" overflowY="auto">
          {loading && <Spinner size="sm" m="2" />}
          {error && (
            <Text fontSize="sm" color="fg.error" p="2">
              {error}
            </Text>
          )}
          {!loading && !error && rows.length === 0 && (
            <Text fontSize="sm" color="fg.muted" p="2">
              {t('search.no_results')}
            </Text>
          )}
          {rows.map((u) => (
            <HStack
              key={u._id}
              as="button"
              w="full"
              textAlign="start"
              px="2"
              py="1.5"
              rounded="md"
              _hover={{ bg: 'bg.muted' }}
              onClick={() => choose(u)}
              aria-disabled={switching.loading}
              data-testid="switch-user-row"
              data-email={u.email}
            >
              <Box flex="1" minW="0">
                <Text fontSize="sm" truncate>
                  {u.name || u.identity_label || u.email}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {u.email} · {u.role}
                </Text>
              </Box>
            </HStack>
          ))}
        </Box>
      </Stack>
    </NavbarPopover>
  );
}
