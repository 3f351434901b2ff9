import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { PAGE_SIZE } from '@pod/shared';
import { NOTIFICATIONS, NOTIFICATIONS_COUNT, NOTIFICATION_ADDED, NOTIFICATION_MAKE, NOTIFICATION_READ_ALL, type NotificationItem } from './graphql';

/** Pages of 20; stop when a page comes back empty (spec section 5). */
export function mergePage(list: NotificationItem[], page: NotificationItem[]): NotificationItem[] {
  const seen = new Set(list.map((n) => n._id));
  return [...list, ...page.filter((n) => !seen.has(n._id))];
}

export function decrement(count: number): number {
  return Math.max(0, count - 1);
}

export function useNotifications(onLive?: (n: NotificationItem) => void) {
  const client = useApolloClient();
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [page, setPage] = useState(0);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [count, setCount] = useState(0);
  const busy = useRef(false);

  const countQuery = useQuery(NOTIFICATIONS_COUNT, { variables: { status: 'New' }, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (typeof countQuery.data?.notificationsCount === 'number') setCount(countQuery.data.notificationsCount);
  }, [countQuery.data]);

  const loadMore = useCallback(async () => {
    if (busy.current || done) return;
    busy.current = true;
    setLoading(true);
    const next = page + 1;
    try {
      const res = await client.query({
        query: NOTIFICATIONS,
        variables: { page: next },
        fetchPolicy: 'no-cache',
        context: { perPage: PAGE_SIZE.notifications },
      });
      const rows = res.data?.notifications ?? [];
      if (rows.length === 0) setDone(true);
      else {
        setItems((list) => mergePage(list, rows));
        setPage(next);
      }
      setError(null);
    } catch (err) {
      setError(err);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [client, done, page]);

  useSubscription(NOTIFICATION_ADDED, {
    onData: ({ data }) => {
      const n = data.data?.notificationAdded;
      if (!n) return;
      setItems((list) => [n, ...list.filter((x) => x._id !== n._id)]);
      if (n.status === 'New') setCount((c) => c + 1);
      onLive?.(n);
    },
  });

  const [make] = useMutation(NOTIFICATION_MAKE);
  const [readAllMutation] = useMutation(NOTIFICATION_READ_ALL);

  const markRead = useCallback(
    async (n: NotificationItem) => {
      if (n.status !== 'New') return;
      setItems((list) => list.map((x) => (x._id === n._id ? { ...x, status: 'Readed' } : x)));
      setCount(decrement);
      try {
        await make({ variables: { ids: [n._id], status: 'Readed' } });
      } catch {
        /* shown as read locally; the count is re-read on next load */
      }
    },
    [make],
  );

  const readAll = useCallback(async () => {
    await readAllMutation();
    setItems((list) => list.map((x) => ({ ...x, status: 'Readed' })));
    setCount(0);
  }, [readAllMutation]);

  return { items, count, loadMore, loading, done, error, markRead, readAll, loaded: page > 0 || done };
}
