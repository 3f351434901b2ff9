import { Box, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FILE_TYPES } from '../filters';
import { useFilesT } from '../i18n';

const TABS = ['all', ...FILE_TYPES] as const;

/** The tab strip shared by the file library and the font manager. */
export function MediaTabs({ active }: { active: string }) {
  const { t } = useFilesT();
  const link = (to: string, key: string, label: string) => (
    <Button
      key={key}
      asChild
      size="sm"
      variant={active === key ? 'solid' : 'outline'}
      colorPalette={active === key ? 'brand' : 'gray'}
      data-testid={`files-tab-${key}`}
    >
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );
  return (
    <HStack gap="1" wrap="wrap" mb="4" data-testid="files-tabs">
      {TABS.map((x) => link(`/files/${x}`, x, t(x === 'all' ? 'tabs.all' : `types.${x}`)))}
      <Box w="3" />
      {link('/files/fonts', 'fonts', t('tabs.fonts'))}
    </HStack>
  );
}
