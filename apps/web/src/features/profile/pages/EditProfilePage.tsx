import { useState, type FormEvent } from 'react';
import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS, updateProfileInput } from '@pod/shared';
import { PageCard } from '../components/PageCard';
import { useSession } from '../../../stores/session';
import { toaster } from '../../../ui/toaster';
import { schemaErrorKeys, showError } from '../../../ui';
import { useUpdateProfile } from '../hooks/mutations';

type Form = { name: string; phone_number: string; sale_plan: string; facebook: string; skype: string };

export default function EditProfilePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const patchUser = useSession((s) => s.patchUser);
  const [form, setForm] = useState<Form>(() => ({
    name: user?.name ?? '',
    phone_number: user?.phone_number ?? '',
    sale_plan: user?.sale_plan ?? '',
    facebook: user?.facebook ?? '',
    skype: user?.skype ?? '',
  }));
  const [touched, setTouched] = useState(false);
  // The schema the server parses updateProfile with: what it would refuse is said here first.
  const problems = schemaErrorKeys(updateProfileInput, form);
  const problem = (k: keyof Form) => (touched ? problems[k] : undefined);
  const [save, { loading }] = useUpdateProfile();
  const field = (k: keyof Form) => ({
    value: form[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value })),
    name: k,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length) return;
    try {
      const r = await save({ variables: { ...form, name: form.name.trim() } });
      if (r.data?.updateProfile) patchUser(r.data.updateProfile);
      toaster.success({ title: t('profile.saved') });
    } catch (err) {
      showError(err, t('profile.save_failed'));
    }
  };

  return (
    <PageCard title={t('user_menu.edit_profile')} subtitle={user?.email}>
      <form onSubmit={submit} noValidate data-testid="profile-form">
        <Stack gap="4">
          <Field.Root required invalid={!!problem('name')}>
            <Field.Label>{t('auth.name')}</Field.Label>
            <Input {...field('name')} maxLength={TEXT_LIMITS.name} />
            <Field.ErrorText>{form.name.trim() ? t(problem('name') ?? '') : t('auth.name_required')}</Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={!!problem('phone_number')}>
              <Field.Label>{t('profile.phone_number')}</Field.Label>
              <Input {...field('phone_number')} type="tel" maxLength={TEXT_LIMITS.short} />
              <Field.ErrorText>{t(problem('phone_number') ?? '')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!problem('sale_plan')}>
              <Field.Label>{t('profile.sale_plan')}</Field.Label>
              <Input {...field('sale_plan')} maxLength={TEXT_LIMITS.short} />
              <Field.ErrorText>{t(problem('sale_plan') ?? '')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!problem('facebook')}>
              <Field.Label>{t('profile.facebook')}</Field.Label>
              <Input {...field('facebook')} maxLength={TEXT_LIMITS.short} />
              <Field.ErrorText>{t(problem('facebook') ?? '')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!problem('skype')}>
              <Field.Label>{t('profile.skype')}</Field.Label>
              <Input {...field('skype')} maxLength={TEXT_LIMITS.short} />
              <Field.ErrorText>{t(problem('skype') ?? '')}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading} data-testid="profile-save">
            {t('common.save')}
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
