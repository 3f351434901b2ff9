import { Badge, Box, Button, HStack, Image, Link as ChakraLink, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { isSeller } from '@pod/shared';
import { useSession } from '../../../stores/session';
import { DateCell, errorText, MoneyCell, Section, SimpleTable, UserCell, SideDrawer } from '../../../ui';
import { RequestDesign } from '../../design-requests';
import { productDesignPath } from '../../editor';
import { LISTING } from '../graphql';
import { useListingsT } from '../i18n';
import { ListingStatusBadge, StoreBadges } from './ListingBadges';

/** One listing (`?_id=`): its mockup images, print files per print area, variants with prices, tags, stores, and the way back to the editor. */
export function ListingDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useListingsT();
  const { data, error, loading } = useQuery(LISTING, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const l = data?.itemInfo;
  const staff = !isSeller(useSession((s) => s.user));
  const designs = l ? (['front', 'back', 'sleeve', 'hood'] as const).flatMap((side) => (l[side] ? [{ side, url: l[side] }] : [])) : [];
  return (
    <SideDrawer
      open={!!id}
      onClose={onClose}
      size="lg"
      title={l?.name ?? t('detail.title')}
      testId="listing-drawer"
      footer={
        l && (
          <HStack gap="2">
            {l.status !== 'Trash' && <RequestDesign listingId={l._id} />}
            <Button asChild colorPalette="brand" size="sm" data-testid="listing-edit">
              <Link to={`${productDesignPath(l.product_id)}?item=${encodeURIComponent(l._id)}`}>{t('detail.edit')}</Link>
            </Button>
          </HStack>
        )
      }
    >
      {error ? (
        <Text color="fg.error">{errorText(error)}</Text>
      ) : !l ? (
        loading && <Spinner />
      ) : (
        <Stack gap="5">
          <HStack gap="3" wrap="wrap">
            <ListingStatusBadge status={l.status} />
            {l.product && (
              <Text fontSize="sm" data-testid="listing-product">
                {l.product.name} · {l.product.provider}
              </Text>
            )}
            {l.price != null && <MoneyCell value={l.price} />}
            <Text color="fg.muted" fontSize="sm">
              {t('detail.updated')} <DateCell value={l.updated_at} withTime />
            </Text>
            {staff && <UserCell user={l.user} />}
          </HStack>
          {l.description && <Text whiteSpace="pre-wrap">{l.description}</Text>}
          <Section title={t('detail.mockups')} testId="listing-mockups">
            {l.images.length ? (
              <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
                {l.images.map(({ src }) => (
                  <ChakraLink key={src} href={src} target="_blank" rel="noreferrer">
                    <Image src={src} alt={l.name} rounded="md" bg="bg.muted" aspectRatio={1} objectFit="contain" w="full" data-testid="listing-image" />
                  </ChakraLink>
                ))}
              </SimpleGrid>
            ) : (
              <Text color="fg.muted">{t('detail.no_mockups')}</Text>
            )}
          </Section>
          {designs.length > 0 && (
            <Section title={t('detail.designs')} testId="listing-designs">
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
                {designs.map((d) => (
                  <Stack key={d.side} gap="1">
                    <ChakraLink href={d.url} target="_blank" rel="noreferrer">
                      <Image src={d.url} alt={t(`print_side.${d.side}`)} rounded="md" bg="bg.muted" aspectRatio={1} objectFit="contain" w="full" />
                    </ChakraLink>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`print_side.${d.side}`)}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Section>
          )}
          <Section title={t('detail.print_files')} testId="listing-print-files">
            {l.print_files.length ? (
              <SimpleTable
                rows={l.print_files}
                rowKey={(p) => `${p.side}-${p.position}`}
                rowProps={() => ({ 'data-testid': 'print-file' })}
                columns={[
                  {
                    key: 'area',
                    header: t('detail.area'),
                    render: (p) =>
                      [p.side, ...(p.position && p.position !== p.side ? [p.position] : [])].map((v) => t(`print_side.${v}`, { defaultValue: v })).join(' · '),
                  },
                  {
                    key: 'size',
                    header: t('detail.size'),
                    render: (p) => (p.width && p.height ? t('detail.pixels', { width: p.width, height: p.height }) : '—'),
                  },
                  { key: 'dpi', header: t('detail.dpi'), render: (p) => p.dpi },
                  {
                    key: 'download',
                    header: '',
                    align: 'end',
                    render: (p) =>
                      p.url ? (
                        <ChakraLink href={p.url} download target="_blank" rel="noreferrer" colorPalette="brand" data-testid="print-file-download">
                          {t('detail.download')}
                        </ChakraLink>
                      ) : (
                        <HStack gap="1" justify="end" color="fg.muted">
                          <Spinner size="xs" />
                          <Text>{t('detail.rendering')}</Text>
                        </HStack>
                      ),
                  },
                ]}
              />
            ) : (
              <Text color="fg.muted">{t('detail.no_print_files')}</Text>
            )}
          </Section>
          {l.attribute_specifics_modify.length > 0 && (
            <Section title={t('detail.variants')} testId="listing-variants">
              <SimpleTable
                rows={l.attribute_specifics_modify}
                rowKey={(v) => v.sku}
                columns={[
                  { key: 'sku', header: t('detail.sku'), render: (v) => v.sku },
                  { key: 'options', header: t('detail.options'), render: (v) => v.name_value.map((n) => `${n.name}: ${n.value}`).join(', ') },
                  { key: 'price', header: t('detail.sale_price'), align: 'end', render: (v) => <MoneyCell value={v.sale_price} /> },
                ]}
              />
            </Section>
          )}
          {l.tags.length > 0 && (
            <Section title={t('detail.tags')}>
              <HStack gap="1" wrap="wrap">
                {l.tags.map((tag) => (
                  <Badge key={tag} variant="outline">
                    {tag}
                  </Badge>
                ))}
              </HStack>
            </Section>
          )}
          <Section title={t('detail.stores')} testId="listing-stores">
            {l.items.length ? (
              <Stack gap="2">
                {l.items.map((s) => (
                  <Box key={s._id} borderWidth="1px" rounded="md" p="2">
                    <HStack justify="space-between" wrap="wrap">
                      <StoreBadges stores={[s]} />
                      {s.external_url && (
                        <ChakraLink href={s.external_url} target="_blank" rel="noreferrer" colorPalette="brand" fontSize="sm">
                          {t('detail.open_store')}
                        </ChakraLink>
                      )}
                    </HStack>
                    {s.queue_messenger && (
                      <Text fontSize="sm" color={s.queue_status === 'failed' ? 'fg.error' : 'fg.muted'} mt="1">
                        {s.queue_messenger}
                      </Text>
                    )}
                  </Box>
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">{t('list.no_stores')}</Text>
            )}
          </Section>
        </Stack>
      )}
    </SideDrawer>
  );
}
