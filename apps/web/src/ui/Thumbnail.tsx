import { useState } from 'react';
import { Box, chakra, CloseButton, Dialog, Image, Portal, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useUiT } from './i18n';

/** A small image that opens large in a lightbox; a placeholder when there is no image. */
export function Thumbnail({ src, fullSrc, name, size = '10' }: { src?: string | null; fullSrc?: string | null; name: string; size?: string }) {
  const { t } = useUiT();
  const [open, setOpen] = useState(false);
  if (!src)
    return (
      <Box
        boxSize={size}
        bg="bg.muted"
        rounded="sm"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="fg.muted"
        title={t('thumbnail.no_image')}
      >
        <ImageOff size={16} aria-hidden />
      </Box>
    );
  return (
    <>
      <chakra.button
        type="button"
        boxSize={size}
        rounded="sm"
        overflow="hidden"
        bg="bg.muted"
        cursor="zoom-in"
        aria-label={t('thumbnail.enlarge', { name })}
        data-testid="thumbnail"
        onClick={(e) => {
          // Inside a clickable row the thumbnail enlarges; it does not open the row.
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <Image src={src} alt="" boxSize="full" objectFit="contain" loading="lazy" />
      </chakra.button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="xl" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="lightbox" bg="bg.panel">
              <Dialog.Header>
                <Dialog.Title>
                  <Text truncate>{name}</Text>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" justifyContent="center">
                <Image src={fullSrc ?? src} alt={name} maxH="75vh" objectFit="contain" />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
