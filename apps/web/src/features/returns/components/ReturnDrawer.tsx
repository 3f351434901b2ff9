import { useState, type ReactNode } from 'react';
import { Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import type { ReturnFieldsFragment } from '../../../gql/graphql';
import { DateCell, errorText, MoneyCell, Section, SideDrawer, SimpleTable, StatusBadge, Thumbnail, TimelinePanel, UserCell } from '../../../ui';
import { RETURN_REQUEST } from '../graphql';
import { useReturnsT } from '../i18n';
import { ApproveDialog } from './ApproveDialog';
import { DecideDialog } from './DecideDialog';
import type { Decision } from '../hooks/mutations';

/** One request: who and what, the photos (lightbox), the lines, the decision, the history and the moves it allows. */
export function ReturnDrawer({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useReturnsT();
  const q = useQuery(RETURN_REQUEST, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const request = q.data?.returnRequest;
  const [approving, setApproving] = useState(false);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const changed = () => {
    void q.refetch();
    onChanged();
  };
  const actions = new Set(request?.next_actions ?? []);
  const footer = request && (
    <HStack gap="2" wrap="wrap">
      {actions.has('approve') && (
        <Button size="sm" colorPalette="brand" onClick={() => setApproving(true)} data-testid="return-approve">
          {t('action.approve')}
        </Button>
      )}
      {(['hold', 'reject', 'complete', 'cancel'] as const)
        .filter((a) => actions.has(a))
        .map((a) => (
          <Button key={a} size="sm" variant="outline" onClick={() => setDeciding(a)} data-testid={`return-${a}`}>
            {t(`action.${a}`)}
          </Button>
        ))}
    </HStack>
  );
  return (
    <SideDrawer
      open
      size="lg"
      onClose={onClose}
      testId="return-drawer"
      title={request ? t('drawer.title', { code: request.code }) : t('drawer.loading')}
      badge={request && <StatusBadge status={request.status} />}
      footer={footer}
    >
      {q.error && !request ? <Text color="fg.error">{errorText(q.error)}</Text> : !request ? <Spinner /> : <Body request={request} />}
      {request && approving && <ApproveDialog request={request} onClose={() => setApproving(false)} onDone={changed} />}
      {request && deciding && <DecideDialog request={request} decision={deciding} onClose={() => setDeciding(null)} onDone={changed} />}
    </SideDrawer>
  );
}

function Body({ request }: { request: ReturnFieldsFragment }) {
  const { t } = useReturnsT();
  return (
    <Stack gap="4">
      <SimpleGrid columns={2} gap="3" fontSize="sm">
        <Field label={t('col.order')}>
          <Link to={`/orders/${request.order_id}`}>
            <Text color="fg.info">#{request.order_number}</Text>
          </Link>
        </Field>
        <Field label={t('col.seller')}>
          <UserCell user={request.seller} />
        </Field>
        <Field label={t('col.reason')}>{t(`reason.${request.reason}`)}</Field>
        <Field label={t('col.wanted')}>
          <Text data-testid="return-wanted">{t(`resolution.${request.wanted}`)}</Text>
        </Field>
        <Field label={t('col.created')}>
          <DateCell value={request.created_at} withTime />
        </Field>
      </SimpleGrid>
      {request.note && (
        <Section title={t('drawer.note')}>
          <Text whiteSpace="pre-wrap" data-testid="return-note">
            {request.note}
          </Text>
        </Section>
      )}
      <Section title={t('drawer.photos', { count: request.photos.length })} testId="return-photos">
        {request.photos.length ? (
          <HStack gap="2" wrap="wrap">
            {request.photos.map((p) => (
              <Thumbnail key={p._id} src={p.thumbnail} fullSrc={p.url} name={p.name} size="20" />
            ))}
          </HStack>
        ) : (
          <Text color="fg.muted">{t('drawer.no_photos')}</Text>
        )}
      </Section>
      <Section title={t('lines.title')} testId="return-lines">
        <SimpleTable
          caption={t('lines.title')}
          rows={request.lines}
          rowKey={(l) => l.item_id}
          columns={[
            { key: 'sku', header: t('lines.item'), render: (l) => `${l.name} · ${l.sku}` },
            { key: 'units', header: t('lines.claimed'), align: 'end', render: (l) => l.quantity },
            request.status !== 'Opening' &&
              request.status !== 'On Hold' && { key: 'approved', header: t('lines.approved'), align: 'end', render: (l) => l.approved_quantity ?? '—' },
            { key: 'price', header: t('lines.unit_price'), align: 'end', render: (l) => <MoneyCell value={l.unit_price} /> },
          ]}
        />
      </Section>
      {(request.resolution || request.decided_at) && (
        <Section title={t('drawer.decision')} testId="return-decision">
          <SimpleGrid columns={2} gap="3" fontSize="sm">
            {request.resolution && <Field label={t('col.resolution')}>{t(`resolution.${request.resolution}`)}</Field>}
            {request.replacement_order_id && (
              <Field label={t('drawer.replacement')}>
                <Link to={`/orders/${request.replacement_order_id}`} data-testid="return-replacement-link">
                  <Text color="fg.info">{t('drawer.open_replacement')}</Text>
                </Link>
              </Field>
            )}
            {request.refund_amount && (
              <Field label={t('drawer.refund')}>
                <MoneyCell value={request.refund_amount} />
              </Field>
            )}
            {request.fault_manufacture_name && (
              <Field label={t('drawer.fault')}>
                {request.fault_station ? `${request.fault_manufacture_name} · ${t(`station.${request.fault_station}`)}` : request.fault_manufacture_name}
              </Field>
            )}
            {request.decided_by && (
              <Field label={t('drawer.decided_by')}>
                <UserCell user={request.decided_by} />
              </Field>
            )}
            {request.decided_at && (
              <Field label={t('drawer.decided_at')}>
                <DateCell value={request.decided_at} withTime />
              </Field>
            )}
          </SimpleGrid>
          {request.decision_note && (
            <Text mt="2" fontSize="sm" whiteSpace="pre-wrap">
              {request.decision_note}
            </Text>
          )}
        </Section>
      )}
      <Section title={t('drawer.history')} testId="return-history">
        <TimelinePanel key={request.status} entity="return_request" entityId={request._id} />
      </Section>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
