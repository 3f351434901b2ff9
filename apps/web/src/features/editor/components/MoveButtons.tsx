import { IconButton } from '@chakra-ui/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEditorT } from '../i18n';

/** Up and down buttons of a row in an ordered list (sides, layers). */
export function MoveButtons({ onUp, onDown }: { onUp: (() => void) | null; onDown: (() => void) | null }) {
  const { t } = useEditorT();
  return (
    <>
      <IconButton size="xs" variant="ghost" aria-label={t('actions.up')} disabled={!onUp} onClick={() => onUp?.()}>
        <ArrowUp />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={t('actions.down')} disabled={!onDown} onClick={() => onDown?.()}>
        <ArrowDown />
      </IconButton>
    </>
  );
}
