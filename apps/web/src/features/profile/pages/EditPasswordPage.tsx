import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { passwordProblem, TEXT_LIMITS } from '@pod/shared';
import { PageCard } from '../components/PageCard';
import { toaster } from '../../../ui/toaster';
import { showError } from '../../../ui';
import { useUpdatePassword } from '../hooks/mutations';

export function passwordProblems(current: string, next: string, confirm: string): Array<'current' | 'short' | 'mismatch' | 'same'> {
  const out: Array<'current' | 'short' | 'mismatch' | 'same'> = [];
  if (!current) out.push('current');
  // The shared rule the server applies (length, a letter and a digit).
  if (passwordProblem(next)) out.push('short');
  if (next !== confirm) out.push('mismatch');
  if (current && next && current === next) out.push('same');
  return out;
}

export default function EditPasswordPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [save, { loading }] = useUpdatePassword();
  const problems = passwordProblems(current, next, confirm);
  const show = (p: (typeof problems)[number]) => touched && problems.includes(p);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problems.length) return;
    try {
      await save({ variables: { password: current, new_password: next } });
      toaster.success({ title: t('profile.password_changed') });
      setCurrent('');
      setNext('');
      setConfirm('');
      setTouched(false);
    } catch (err) {
      showError(err, t('profile.save_failed'));
    }
  };

  return (
    <PageCard title={t('user_menu.edit_password')} subtitle={t('profile.password_subtitle')}>
      <form onSubmit={submit} noValidate data-testid="password-form">
        <Stack gap="4" maxW="md">
          <Field.Root required invalid={show('current')}>
            <Field.Label>{t('profile.current_password')}</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
            <Field.ErrorText>{t('profile.current_required')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={show('short') || show('same')}>
            <Field.Label>{t('profile.new_password')}</Field.Label>
            <Input
              name="new_password"
              type="password"
              autoComplete="new-password"
              value={next}
              maxLength={TEXT_LIMITS.password.max}
              onChange={(e) => setNext(e.target.value)}
            />
            <Field.ErrorText>
              {show('short') ? t('profile.password_too_short', { count: TEXT_LIMITS.password.min }) : t('profile.password_same')}
            </Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={show('mismatch')}>
            <Field.Label>{t('profile.confirm_password')}</Field.Label>
            <Input name="confirm_password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            <Field.ErrorText>{t('profile.password_mismatch')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={loading} data-testid="password-save">
            {t('profile.change_password')}
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
