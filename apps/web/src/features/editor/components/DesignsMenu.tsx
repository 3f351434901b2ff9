import { useState, type Dispatch } from 'react';
import { chakra, Image, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { EditorSide } from '@pod/shared';
import { graphql } from '../../../gql';
import { Pager } from '../../../lib/Pager';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { useCan } from '../../../stores/session';
import { errorText, pagerLabels } from '../../../ui';
import { DESIGNS_PATH } from '../../designs';
import { useEditorT } from '../i18n';
import { designLayerSettings } from '../state/designLayer';
import type { EditorAction } from '../state/store';

/** Published designs of the catalogue (a seller's own), with the artwork a layer shows and a preview to choose by. */
const EDITOR_DESIGNS = graphql(`
  query EditorDesigns($name: String, $page: Int) {
    mockupDesigns(status: "published", name: $name, page: $page) {
      _id
      name
      image {
        _id
        url
        width
        height
      }
      previews {
        url
      }
    }
  }
`);

/** A side menu column holds two small pictures a row. */
const PER_PAGE = 6;

/** The designs menu: the caller's published designs by name; one click puts a design's artwork into the side's print area. */
export function DesignsMenu({ side, dispatch }: { side: EditorSide; dispatch: Dispatch<EditorAction> }) {
  const may = useCan('designs', 'view');
  return may ? <DesignsList side={side} dispatch={dispatch} /> : null;
}

function DesignsList({ side, dispatch }: { side: EditorSide; dispatch: Dispatch<EditorAction> }) {
  const { t } = useEditorT();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const list = usePagedQuery(EDITOR_DESIGNS, { name: name.trim() || null }, page, PER_PAGE);
  return (
    <Stack gap="2" data-testid="designs-menu">
      <Text fontSize="sm" fontWeight="medium">
        {t('designs_menu.title')}
      </Text>
      <Input
        size="sm"
        value={name}
        placeholder={t('designs_menu.search')}
        aria-label={t('designs_menu.search')}
        onChange={(e) => {
          setName(e.target.value);
          setPage(1);
        }}
        data-testid="designs-menu-search"
      />
      {list.error && <Text color="fg.error">{errorText(list.error)}</Text>}
      {!list.loading && !list.error && list.items.length === 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="designs-menu-empty">
          {t('designs_menu.empty')}
        </Text>
      )}
      <SimpleGrid columns={2} gap="2">
        {list.items.map((d) => {
          const artwork = d.image;
          return (
            <chakra.button
              type="button"
              key={d._id}
              borderWidth="1px"
              rounded="md"
              p="1"
              textAlign="start"
              _hover={{ borderColor: 'brand.solid' }}
              _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
              disabled={!artwork}
              title={artwork ? t('designs_menu.apply', { name: d.name }) : t('designs_menu.no_artwork')}
              aria-label={artwork ? t('designs_menu.apply', { name: d.name }) : t('designs_menu.no_artwork')}
              onClick={() => artwork && dispatch({ type: 'layer/add', layerType: 'image', settings: designLayerSettings(side, artwork) })}
              data-testid="designs-menu-item"
            >
              <Image src={d.previews.find(Boolean)?.url ?? artwork?.url} alt="" aspectRatio={1} objectFit="contain" bg="bg.muted" w="full" loading="lazy" />
              <Text fontSize="xs" truncate>
                {d.name}
              </Text>
            </chakra.button>
          );
        })}
      </SimpleGrid>
      <Pager page={page} perPage={PER_PAGE} total={list.total} onPage={setPage} loading={list.loading} labels={pagerLabels(t)} size="xs" />
      {/* A new tab: leaving the editor would lose the unsaved design. */}
      <Link href={DESIGNS_PATH} target="_blank" rel="noopener" fontSize="xs" color="fg.muted" data-testid="designs-menu-catalogue">
        {t('designs_menu.catalogue')}
      </Link>
    </Stack>
  );
}
