import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { errorText, showError, SideDrawer, StatusBadge, Thumbnail, TimelinePanel, UserCell } from '../../../ui';
import { DESIGN_REQUEST } from '../graphql';
import { useApproveDesignRequest, useSetDesignRequestStatus } from '../hooks/mutations';
import { useDesignRequestsT } from '../i18n';
import { DeliverFiles } from './DeliverFiles';

function Part({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack gap="1" data-testid={testId}>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** One request: brief, pictures, delivered files, history, and what the caller may do now. */
export function RequestDrawer({ id, staff, onClose }: { id: string; staff: boolean; onClose: () => void }) {
  const { t } = useDesignRequestsT();
  const q = useQuery(DESIGN_REQUEST, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [setStatus, moving] = useSetDesignRequestStatus();
  const [approve, approving] = useApproveDesignRequest();
  const r = q.data?.designRequest;
  const move = async (status: string) => {
    try {
      if (status === 'completed') await approve({ variables: { id } });
      else await setStatus({ variables: { id, status } });
    } catch (e) {
      showError(e, t('move.failed'));
    }
  };
  return (
    <SideDrawer
      open
      onClose={onClose}
      size="md"
      testId="design-request-drawer"
      title={r ? r.code : t('board.title')}
      badge={r && <StatusBadge status={r.status} />}
      subtitle={r?.referent ?? undefined}
      footer={
        r && r.next_statuses.length > 0 ? (
          <HStack gap="2" data-testid="request-actions">
            {r.next_statuses.map((s) => (
              <Button
                key={s}
                size="sm"
                variant={s === 'rejected' ? 'outline' : 'solid'}
                colorPalette={s === 'rejected' ? 'red' : 'brand'}
                loading={moving.loading || approving.loading}
                onClick={() => void move(s)}
                data-testid={`to-${s}`}
              >
                {t(`move.${r.status === 'review' && s === 'in_progress' ? 'send_back' : s}`)}
              </Button>
            ))}
          </HStack>
        ) : undefined
      }
    >
      {q.error && !r && <Text color="fg.error">{errorText(q.error)}</Text>}
      {r && (
        <Stack gap="5">
          <Part title={t('drawer.brief')} testId="request-brief-text">
            <Text whiteSpace="pre-wrap">{r.brief}</Text>
          </Part>
          <Part title={t('drawer.areas')} testId="request-areas">
            <HStack gap="1" wrap="wrap">
              {r.print_areas.map((a) => (
                <Badge key={a} variant="outline">
                  {t(`print_side.${a}`, { defaultValue: a })}
                </Badge>
              ))}
            </HStack>
          </Part>
          <Part title={t('drawer.references')} testId="request-images">
            {r.images.length ? (
              <HStack gap="2" wrap="wrap">
                {r.images.map((i) => (
                  <Thumbnail key={i.file_id} src={i.thumbnail} fullSrc={i.url} name={i.name} size="16" />
                ))}
              </HStack>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {t('drawer.no_references')}
              </Text>
            )}
          </Part>
          <Part title={t('drawer.files')} testId="request-files">
            {r.files.length ? (
              <HStack gap="3" wrap="wrap">
                {r.files.map((f) => (
                  <Stack key={f.file_id} gap="1" align="center" data-testid="delivered-file">
                    <Thumbnail src={f.thumbnail} fullSrc={f.url} name={f.name} size="20" />
                    <Text fontSize="xs">{t(`print_side.${f.area ?? ''}`, { defaultValue: f.area ?? '' })}</Text>
                  </Stack>
                ))}
              </HStack>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {t('drawer.no_files')}
              </Text>
            )}
          </Part>
          {staff && r.status === 'in_progress' && (
            <Part title={t('deliver.title')} testId="request-deliver">
              <DeliverFiles id={r._id} areas={r.print_areas} />
            </Part>
          )}
          <Part title={t('drawer.people')} testId="request-people">
            <Stack gap="1" fontSize="sm">
              {staff && (
                <HStack justify="space-between">
                  <Text color="fg.muted">{t('drawer.seller')}</Text>
                  <UserCell user={r.seller} />
                </HStack>
              )}
              <HStack justify="space-between">
                <Text color="fg.muted">{t('drawer.designer')}</Text>
                {r.assignee ? <UserCell user={r.assignee} /> : <Text>{t('board.unassigned')}</Text>}
              </HStack>
            </Stack>
          </Part>
          <Part title={t('drawer.history')} testId="request-history">
            <Box>
              <TimelinePanel key={r.status} entity="design_request" entityId={r._id} />
            </Box>
          </Part>
        </Stack>
      )}
    </SideDrawer>
  );
}
