import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { TextField } from '../../../ui';
import { FilePicker } from '../../files';
import { emptyPrint, newKey, type PrintForm } from '../form';
import { useDesignsT } from '../i18n';

/** Print files grouped by name (a name such as "front" with its files, each with a type). */
export function PrintsEditor({
  value,
  onChange,
  error,
}: {
  value: PrintForm[];
  onChange: (v: PrintForm[]) => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useDesignsT();
  const set = (i: number, p: PrintForm) => onChange(value.map((x, j) => (j === i ? p : x)));
  return (
    <Stack gap="4">
      {value.map((p, i) => (
        <Box key={p.key} borderWidth="1px" rounded="md" p="3" data-testid="print-group">
          <HStack align="end" gap="3" mb="2">
            <TextField
              name={`prints.${i}.name`}
              label={t('prints.name')}
              value={p.name}
              onChange={(name) => set(i, { ...p, name })}
              error={error(`prints.${i}.name`)}
            />
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('form.remove')}>
              <Trash2 size={14} aria-hidden />
            </Button>
          </HStack>
          {p.prints.map((f, k) => (
            <HStack key={f.key} gap="3" align="end" mb="2">
              <TextField
                name={`prints.${i}.prints.${k}.type`}
                label={t('prints.type')}
                value={f.type}
                onChange={(type) => set(i, { ...p, prints: p.prints.map((x, j) => (j === k ? { ...x, type } : x)) })}
                error={error(`prints.${i}.prints.${k}.type`)}
              />
              <Text fontSize="sm" color={error(`prints.${i}.prints.${k}.image`) ? 'fg.error' : 'fg.muted'} minW="24" pb="2">
                {error(`prints.${i}.prints.${k}.image`) ?? (f.image ? t('prints.file_chosen') : t('prints.no_file'))}
              </Text>
              <FilePicker
                type="print"
                label={t('prints.choose')}
                onPick={(file) => set(i, { ...p, prints: p.prints.map((x, j) => (j === k ? { ...x, image: file._id } : x)) })}
              />
              <Button size="sm" variant="ghost" onClick={() => set(i, { ...p, prints: p.prints.filter((_, j) => j !== k) })} aria-label={t('form.remove')}>
                <Trash2 size={14} aria-hidden />
              </Button>
            </HStack>
          ))}
          <Button size="xs" variant="outline" onClick={() => set(i, { ...p, prints: [...p.prints, { key: newKey(), type: '', image: '' }] })}>
            <Plus size={14} aria-hidden />
            {t('prints.add_file')}
          </Button>
        </Box>
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => onChange([...value, emptyPrint()])} data-testid="add-print">
          <Plus size={14} aria-hidden />
          {t('prints.add')}
        </Button>
      </Box>
    </Stack>
  );
}
