import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { showError } from '../../../ui';
import { useDesignRequestsT } from '../i18n';
import { FilePicker, type Picked } from './FilePicker';
import { useSubmitDesignRequestFiles } from '../hooks/mutations';

/** The designer's delivery: one print file per print area asked for, then "Send for review". */
export function DeliverFiles({ id, areas }: { id: string; areas: string[] }) {
  const { t } = useDesignRequestsT();
  const [files, setFiles] = useState<Record<string, Picked[]>>({});
  const [busy, setBusy] = useState(false);
  const [submit, submitting] = useSubmitDesignRequestFiles();
  const chosen = areas.flatMap((area) => (files[area]?.[0] ? [{ area, file_id: files[area][0]._id }] : []));
  const send = async () => {
    try {
      await submit({ variables: { id, files: chosen } });
    } catch (e) {
      showError(e, t('deliver.failed'));
    }
  };
  return (
    <Stack gap="2" data-testid="deliver-files">
      {areas.map((area) => (
        <HStack key={area} justify="space-between" gap="3">
          <Text fontSize="sm" minW="20">
            {t(`print_side.${area}`, { defaultValue: area })}
          </Text>
          <FilePicker
            type="design"
            value={files[area] ?? []}
            onChange={(v) => setFiles((f) => ({ ...f, [area]: v }))}
            onBusy={setBusy}
            max={1}
            label={t('deliver.pick')}
            testId={`deliver-input-${area}`}
          />
        </HStack>
      ))}
      <Button
        size="sm"
        colorPalette="brand"
        alignSelf="flex-start"
        disabled={!chosen.length || busy}
        loading={submitting.loading}
        onClick={() => void send()}
        data-testid="deliver-submit"
      >
        {t('deliver.submit')}
      </Button>
    </Stack>
  );
}
