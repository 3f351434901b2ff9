import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { DESIGN_PRINT_KEYS, DESIGN_SETTING_KEYS, PRINT_FITS } from '@pod/shared';
import { SelectField, TextField } from '../../../ui';
import { FilePicker } from '../../files';
import type { ImageForm } from '../form';
import { useDesignsT } from '../i18n';
import { printFieldsOf } from '../printBox';
import { useFileUrl } from '../useFileUrl';
import { NumberFields } from './NumberFields';
import { PrintBoxEditor } from './PrintBoxEditor';

/** The settings beyond the box itself. */
const SCALE_CROP_KEYS = DESIGN_SETTING_KEYS.filter((k) => !(DESIGN_PRINT_KEYS as readonly string[]).includes(k));

/** One mockup image: its photo, name and type, and its print settings edited on the photo and as numbers. */
export function MockupImageEditor({
  index,
  value,
  canvas,
  onChange,
  onRemove,
  error,
}: {
  index: number;
  value: ImageForm;
  canvas: { width: number; height: number };
  onChange: (v: ImageForm) => void;
  onRemove: () => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useDesignsT();
  const url = useFileUrl(value.image);
  const prefix = `images.${index}`;
  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="mockup-image">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Text fontWeight="semibold">{t('form.image_n', { n: index + 1 })}</Text>
        <HStack>
          <FilePicker
            type="mockup"
            label={value.image ? t('form.change_photo') : t('form.choose_photo')}
            onPick={(f) => onChange({ ...value, image: f._id })}
            testId="pick-mockup"
          />
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove} data-testid="remove-image">
            <Trash2 size={14} aria-hidden />
            {t('form.remove')}
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="5">
        <Box pt="6" px="2">
          <PrintBoxEditor
            url={url}
            canvas={canvas}
            print={value.print}
            onChange={(box) => onChange({ ...value, print: { ...value.print, ...printFieldsOf(box) } })}
          />
          {/* The image as a whole (its print area outside the canvas) or its photo. */}
          {[prefix, `${prefix}.image`].map(
            (field) =>
              error(field) && (
                <Text key={field} color="fg.error" fontSize="sm" mt="1" data-testid={`error-${field}`}>
                  {error(field)}
                </Text>
              ),
          )}
        </Box>
        <Stack gap="4">
          <HStack gap="3" align="start">
            <TextField
              name={`${prefix}.name`}
              label={t('form.image_name')}
              value={value.name}
              onChange={(name) => onChange({ ...value, name })}
              error={error(`${prefix}.name`)}
              required
            />
            <TextField
              name={`${prefix}.type`}
              label={t('form.image_type')}
              value={value.type}
              onChange={(type) => onChange({ ...value, type })}
              error={error(`${prefix}.type`)}
            />
            <SelectField
              name={`${prefix}.print_fit`}
              label={t('form.print_fit')}
              value={value.print_fit}
              onChange={(print_fit) => onChange({ ...value, print_fit })}
              options={[{ value: '', label: t('fit.default') }, ...PRINT_FITS.map((f) => ({ value: f, label: t(`fit.${f}`) }))]}
              error={error(`${prefix}.print_fit`)}
            />
          </HStack>
          <Text fontSize="sm" fontWeight="medium">
            {t('form.print_area')}
          </Text>
          <NumberFields
            prefix={prefix}
            keys={DESIGN_PRINT_KEYS}
            values={value.print}
            onChange={(k, v) => onChange({ ...value, print: { ...value.print, [k]: v } })}
            error={error}
          />
          {/* The design image's own box inside the print area, then its scale and crop. */}
          {[DESIGN_PRINT_KEYS, SCALE_CROP_KEYS].map((keys, k) => (
            <Stack key={k} gap="2">
              <Text fontSize="sm" fontWeight="medium">
                {t(k ? 'form.scale_crop' : 'form.artwork_settings')}
              </Text>
              <NumberFields
                prefix={`${prefix}.settings`}
                keys={keys}
                values={value.settings}
                onChange={(key, v) => onChange({ ...value, settings: { ...value.settings, [key]: v } })}
                error={error}
              />
            </Stack>
          ))}
        </Stack>
      </Grid>
    </Box>
  );
}
