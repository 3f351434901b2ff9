import { useMemo, useState } from 'react';
import { Box, Button, Center, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { createMockupDesignInput, DESIGN_STATUSES, updateMockupDesignInput, type DesignStatus } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { errorText, Grid, PageHeader, schemaErrorKeys, Section, SelectField, Stacked, TextField, useSaveForm, type FieldErrorKeys } from '../../../ui';
import { FilePicker } from '../../files';
import { DesignTagsField } from '../components/DesignTagsField';
import { MockupImageEditor } from '../components/MockupImageEditor';
import { PrintsEditor } from '../components/PrintsEditor';
import { checkedValue, EMPTY_DESIGN, emptyImage, formOf, sentValue, type DesignForm } from '../form';
import { MOCKUP_DESIGN } from '../graphql';
import { DesignsPage, useDesignsT } from '../i18n';
import { useCreateMockupDesign, useUpdateMockupDesign } from '../hooks/mutations';

const canvasSide = (v: string) => (Number(v) > 0 ? Number(v) : 1100);

/** The form of a new design, or of a loaded one (`tagIds`: its tags' ids by lower-cased name). */
function DesignFormScreen({ id, initial, tagIds }: { id?: string; initial: DesignForm; tagIds: ReadonlyMap<string, string> }) {
  const { t } = useDesignsT();
  const navigate = useNavigate();
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const save = useSaveForm(setErrors);
  const [create, created] = useCreateMockupDesign();
  const [update, updated] = useUpdateMockupDesign();
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const canvas = { width: canvasSide(v.width), height: canvasSide(v.height) };
  const submit = () =>
    save(schemaErrorKeys(id ? updateMockupDesignInput : createMockupDesignInput, { ...checkedValue(v, tagIds), ...(id ? { _id: id } : {}) }), async () => {
      const input = sentValue(v, tagIds);
      if (id) await update({ variables: { _id: id, ...input } });
      else {
        const res = await create({ variables: input });
        navigate(`/designs/edit/${res.data!.createMockupDesign._id}`, { replace: true });
      }
      toaster.success({ title: t('form.saved') });
    });
  return (
    <Stack
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PageHeader
        title={id ? t('form.edit_title') : t('form.new_title')}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/designs/all">{t('form.back')}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" size="sm" loading={created.loading || updated.loading} data-testid="design-save">
              {t('form.save')}
            </Button>
          </>
        }
      />
      <Stacked>
        <Section title={t('form.design')} testId="design-main">
          <Grid columns={4}>
            <TextField name="name" label={t('form.name')} value={v.name} onChange={(name) => setV({ ...v, name })} error={err('name')} required />
            <SelectField
              name="status"
              label={t('form.status')}
              value={v.status}
              onChange={(status) => setV({ ...v, status: status as DesignStatus })}
              options={DESIGN_STATUSES.map((s) => ({ value: s, label: t(`ui:status.${s}`) }))}
              error={err('status')}
            />
            <TextField
              name="width"
              label={t('form.width')}
              value={v.width}
              onChange={(width) => setV({ ...v, width })}
              error={err('width')}
              helper={t('form.size_help')}
            />
            <TextField name="height" label={t('form.height')} value={v.height} onChange={(height) => setV({ ...v, height })} error={err('height')} />
          </Grid>
          <HStack mt="4" gap="4" align="center" wrap="wrap">
            <Box boxSize="24" bg="bg.muted" rounded="md" overflow="hidden" borderWidth="1px">
              {v.imageUrl && <Image src={v.imageUrl} alt={t('form.artwork')} boxSize="full" objectFit="contain" data-testid="artwork-preview" />}
            </Box>
            <Stack gap="1">
              <Text fontWeight="medium">{t('form.artwork')}</Text>
              <FilePicker
                type="design"
                label={v.image ? t('form.change_artwork') : t('form.choose_artwork')}
                onPick={(f) => setV({ ...v, image: f._id, imageUrl: f.url })}
                testId="pick-artwork"
              />
              {err('image') && (
                <Text color="fg.error" fontSize="sm">
                  {err('image')}
                </Text>
              )}
            </Stack>
          </HStack>
          <Box mt="4">
            <DesignTagsField value={v.tags} onChange={(tags) => setV({ ...v, tags })} error={err('tags') ?? err('new_tags')} />
          </Box>
        </Section>
        <Section title={t('form.images')} testId="design-images">
          <Stack gap="4">
            {v.images.length === 0 && <Text color="fg.muted">{t('form.no_images')}</Text>}
            {v.images.map((image, i) => (
              <MockupImageEditor
                key={image.key}
                index={i}
                value={image}
                canvas={canvas}
                onChange={(next) => setV({ ...v, images: v.images.map((x, j) => (j === i ? next : x)) })}
                onRemove={() => setV({ ...v, images: v.images.filter((_, j) => j !== i) })}
                error={err}
              />
            ))}
            <Box>
              <Button size="sm" variant="outline" onClick={() => setV({ ...v, images: [...v.images, emptyImage()] })} data-testid="add-image">
                <Plus size={14} aria-hidden />
                {t('form.add_image')}
              </Button>
            </Box>
          </Stack>
        </Section>
        <Section title={t('form.prints')} testId="design-prints">
          <PrintsEditor value={v.prints} onChange={(prints) => setV({ ...v, prints })} error={err} />
        </Section>
      </Stacked>
    </Stack>
  );
}

function LoadedDesign({ id }: { id: string }) {
  const { data, error } = useQuery(MOCKUP_DESIGN, { variables: { _id: id } });
  const design = data?.mockupDesign;
  const tagIds = useMemo(() => new Map((design?.tags ?? []).map((x) => [x.name.toLowerCase(), x._id])), [design]);
  const initial = useMemo(() => (design ? formOf(design) : null), [design]);
  if (error) return <Text color="fg.error">{errorText(error)}</Text>;
  if (!initial)
    return (
      <Center py="10">
        <Spinner />
      </Center>
    );
  // A saved design comes back with its new tags' ids: the form starts again from what was saved.
  return <DesignFormScreen key={design!.updated_at} id={id} initial={initial} tagIds={tagIds} />;
}

/** /designs/new and /designs/edit/:id. */
export default function DesignEditPage() {
  const { id } = useParams();
  return <DesignsPage>{id ? <LoadedDesign id={id} /> : <DesignFormScreen initial={EMPTY_DESIGN} tagIds={new Map()} />}</DesignsPage>;
}
