import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { passwordProblem, TEXT_LIMITS } from '@pod/shared';
import { AuthCard, AuthSwitch, go } from '../components/AuthCard';
import { useStoreReturnRef } from '../components/ReturnRef';
import { HttpError } from '../../../lib/http';
import { reasonTranslationKey } from '../../../ui';
import { loginFailureMessage, register } from '../flow';

/** A refusal's translated reason (an invitation missing or not valid, registration closed), else the server's message. */
function registerFailure(err: unknown, t: (key: string) => string): string {
  if (err instanceof HttpError && err.status === 403) return t('auth.registration_closed');
  const reasons = err instanceof HttpError ? (err.body as { errors?: Array<{ reasons?: Record<string, string> }> })?.errors?.[0]?.reasons : undefined;
  const reason = reasons && Object.values(reasons)[0];
  return reason ? t(reasonTranslationKey(reason)) : loginFailureMessage(err, t('auth.register_error'));
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invite = useSearchParams()[0].get('invite');
  useStoreReturnRef();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  // The shared rule the server applies (length, a letter and a digit).
  const tooShort = password.length > 0 && passwordProblem(password) !== null;
  const mismatch = confirm.length > 0 && confirm !== password;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || !email.trim() || tooShort || password !== confirm) return;
    setBusy(true);
    setError(null);
    try {
      go(await register(name.trim(), email.trim(), password, invite), navigate);
    } catch (err) {
      setError(registerFailure(err, t));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.register_title')} subtitle={t('auth.register_subtitle')} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required invalid={touched && !name.trim()}>
            <Field.Label>{t('auth.name')}</Field.Label>
            <Input name="name" autoComplete="name" value={name} maxLength={TEXT_LIMITS.name} onChange={(e) => setName(e.target.value)} autoFocus />
            <Field.ErrorText>{t('auth.name_required')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={touched && !email.trim()}>
            <Field.Label>{t('auth.email')}</Field.Label>
            <Input name="email" type="email" autoComplete="email" value={email} maxLength={TEXT_LIMITS.email} onChange={(e) => setEmail(e.target.value)} />
            <Field.ErrorText>{t('auth.email_required')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={tooShort}>
            <Field.Label>{t('auth.password')}</Field.Label>
            <Input name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <Field.ErrorText>{t('profile.password_too_short', { count: TEXT_LIMITS.password.min })}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={mismatch}>
            <Field.Label>{t('profile.confirm_password')}</Field.Label>
            <Input name="confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            <Field.ErrorText>{t('profile.password_mismatch')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="register-submit">
            {t('auth.sign_up')}
          </Button>
          <AuthSwitch question={t('auth.have_account')} to="/login" label={t('auth.sign_in')} />
        </Stack>
      </form>
    </AuthCard>
  );
}
