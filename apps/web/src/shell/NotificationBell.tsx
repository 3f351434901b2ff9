import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Flex, HStack, IconButton, Image, Popover, Portal, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notificationTarget } from '@pod/shared';
import { NOTIFICATION_LOAD_MORE_PX } from '../lib/constants';
import { formatNotificationTime, notificationText, useNotifications, type NotificationItem } from '../features/notifications';
import { useUiT } from '../ui/i18n';
import { toaster } from '../ui/toaster';
import { Bell } from 'lucide-react';
import { errorText, showError } from '../ui/errors';

export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const { t: ui } = useUiT();
  const textOf = (item: NotificationItem) => notificationText(item, t, (status) => ui(`status.${status}`, { defaultValue: status }));
  const n = useNotifications((item) => {
    const text = textOf(item);
    toaster.info({ title: text.subject, description: text.content ?? undefined });
  });
  const [, tick] = useState(0);

  useEffect(() => {
    if (open && !n.loaded && !n.loading) void n.loadMore();
  }, [open, n]);
  useEffect(() => {
    if (!open) return;
    const id = setInterval(() => tick((x) => x + 1), 30_000);
    return () => clearInterval(id);
  }, [open]);

  // Keep filling while the list is short enough to be within 500px of its bottom.
  useEffect(() => {
    const el = listRef.current;
    if (!open || !el || n.loading || n.done || !n.loaded || n.error) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < NOTIFICATION_LOAD_MORE_PX && el.scrollHeight <= el.clientHeight) void n.loadMore();
  }, [open, n]);

  const onScroll = () => {
    const el = listRef.current;
    if (!el || n.loading || n.done) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < NOTIFICATION_LOAD_MORE_PX) void n.loadMore();
  };

  const openItem = async (item: NotificationItem) => {
    setOpen(false);
    void n.markRead(item);
    navigate(notificationTarget(item.type, item.referent));
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={n.count > 0 ? `${t('notifications.title')} ${n.count > 99 ? '99+' : n.count}` : t('notifications.title')}
          position="relative"
          data-testid="notification-bell"
        >
          <Bell size={18} aria-hidden />
          {n.count > 0 && (
            <Badge
              position="absolute"
              top="-1"
              insetEnd="-1"
              colorPalette="red"
              variant="solid"
              rounded="full"
              fontSize="2xs"
              minW="5"
              justifyContent="center"
              data-testid="notification-count"
            >
              {n.count > 99 ? '99+' : n.count}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'xs', md: 'sm' }} data-testid="notification-panel">
            <Flex align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px">
              <HStack>
                <Text fontWeight="semibold">{t('notifications.title')}</Text>
                <Badge colorPalette="brand">{t('notifications.new_count', { count: n.count })}</Badge>
              </HStack>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                disabled={n.count === 0}
                data-testid="notification-read-all"
                onClick={() => n.readAll().catch((err: unknown) => showError(err))}
              >
                {t('notifications.read_all')}
              </Button>
            </Flex>
            <Box ref={listRef} maxH="96" overflowY="auto" onScroll={onScroll} data-testid="notification-list">
              {n.items.map((item) => (
                <Flex
                  key={item._id}
                  as="button"
                  w="full"
                  textAlign="start"
                  gap="3"
                  px="4"
                  py="3"
                  borderBottomWidth="1px"
                  opacity={item.status === 'New' ? 1 : 0.55}
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => openItem(item)}
                  data-testid="notification-item"
                  data-status={item.status}
                >
                  {item.image ? (
                    <Image src={item.image} alt="" boxSize="9" rounded="md" objectFit="cover" flexShrink={0} />
                  ) : (
                    <Flex
                      boxSize="9"
                      rounded="md"
                      bg="brand.muted"
                      color="brand.fg"
                      align="center"
                      justify="center"
                      fontSize="xs"
                      fontWeight="bold"
                      flexShrink={0}
                    >
                      {t(`notifications.type_${item.type}`, { defaultValue: item.type }).charAt(0)}
                    </Flex>
                  )}
                  <Box flex="1" minW="0">
                    <HStack justify="space-between" align="start" gap="2">
                      <Text fontSize="sm" fontWeight={item.status === 'New' ? 'semibold' : 'normal'} lineClamp={1}>
                        {textOf(item).subject}
                      </Text>
                      {item.status === 'New' && <Box boxSize="2" rounded="full" bg="brand.solid" flexShrink={0} mt="1.5" />}
                    </HStack>
                    {textOf(item).content && (
                      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                        {textOf(item).content}
                      </Text>
                    )}
                    <Text fontSize="2xs" color="fg.subtle" mt="1">
                      {formatNotificationTime(item.created_at, i18n.language, t('notifications.just_now'))}
                    </Text>
                  </Box>
                </Flex>
              ))}
              {n.loading && (
                <Flex justify="center" py="3">
                  <Spinner size="sm" />
                </Flex>
              )}
              {!n.loading && n.error != null && (
                <Text p="4" fontSize="sm" color="fg.error">
                  {errorText(n.error)}
                </Text>
              )}
              {!n.loading && n.done && n.items.length === 0 && (
                <Text p="4" fontSize="sm" color="fg.muted" data-testid="notification-empty">
                  {t('notifications.empty')}
                </Text>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
