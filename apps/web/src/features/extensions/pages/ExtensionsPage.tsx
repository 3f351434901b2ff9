import { Box, Button } from '@chakra-ui/react';
import { PageHeader, useListParams } from '../../../ui';
import { ExtensionDrawer } from '../components/ExtensionDrawer';
import { ExtensionsList } from '../components/ExtensionsList';
import { ExtensionsScreen, useExtensionsT } from '../i18n';

/** Extensions (/extensions): the browser extension's rule sets by marketplace; a drawer edits one and shows its versions. */
function Extensions() {
  const { t } = useExtensionsT();
  const { params, patch } = useListParams();
  const open = params.get('open');
  return (
    <Box>
      <PageHeader
        title={t('menu.extensions')}
        actions={
          <Button size="sm" onClick={() => patch({ open: 'new' })} data-testid="new-extension">
            {t('list.new')}
          </Button>
        }
      />
      <ExtensionsList
        onOpen={(id) => patch({ open: id })}
        render={(refresh) =>
          open && (
            <ExtensionDrawer
              id={open === 'new' ? null : open}
              onClose={() => patch({ open: null })}
              onSaved={(id) => {
                refresh();
                if (id !== open) patch({ open: id });
              }}
              onChanged={refresh}
            />
          )
        }
      />
    </Box>
  );
}

export default function ExtensionsPage() {
  return (
    <ExtensionsScreen>
      <Extensions />
    </ExtensionsScreen>
  );
}
