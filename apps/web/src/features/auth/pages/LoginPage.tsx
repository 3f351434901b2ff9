import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { getTokens } from '../../../lib/tokens';
import { useAlreadySignedInHandOff } from '../components/ReturnRef';
import { AuthCard, AuthSwitch, go } from '../components/AuthCard';
import { useStoreReturnRef } from '../components/ReturnRef';
import { loginFailureMessage, loginWithPassword, loginWithToken } from '../flow';
import { useSignUpPath } from '../signUp';

const MODES = ['password', 'token'] as const;
type Mode = (typeof MODES)[number];

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useStoreReturnRef();
  const [params] = useSearchParams();
  const [signedIn] = useState(() => !!getTokens().token);
  useAlreadySignedInHandOff(signedIn);
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signUpPath = useSignUpPath(params.get('invite'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const dest = mode === 'password' ? await loginWithPassword(email.trim(), password) : await loginWithToken(token);
      go(dest, navigate);
    } catch (err) {
      setError(loginFailureMessage(err, t('auth.login_error')));
      setBusy(false);
    }
  };

  // Already signed in: straight to the shell (or, with ?ref=, straight to the hand-off).
  if (signedIn && !params.get('ref')) return <Navigate to="/" replace />;

  return (
    <AuthCard title={t('auth.welcome')} subtitle={t('auth.login_subtitle')} error={error}>
      <HStack gap="2" role="tablist">
        {MODES.map((m) => (
          <Button
            key={m}
            size="sm"
            role="tab"
            aria-selected={mode === m}
            variant={mode === m ? 'subtle' : 'ghost'}
            colorPalette="brand"
            onClick={() => setMode(m)}
            data-testid={`mode-${m}`}
          >
            {t(`auth.with_${m}`)}
          </Button>
        ))}
      </HStack>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {mode === 'password' ? (
            <>
              <Field.Root required>
                <Field.Label>{t('auth.email')}</Field.Label>
                <Input
                  name="email"
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  placeholder="name@example.com"
                  autoFocus
                />
              </Field.Root>
              <Field.Root required>
                <Field.Label>{t('auth.password')}</Field.Label>
                <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </Field.Root>
            </>
          ) : (
            <Field.Root required>
              <Field.Label>{t('auth.token')}</Field.Label>
              <Textarea
                name="token"
                rows={4}
                value={token}
                onChange={(e) => setToken(e.target.value)}
                placeholder={t('auth.token_placeholder')}
                fontFamily="mono"
                fontSize="xs"
              />
              <Field.HelperText>{t('auth.token_help')}</Field.HelperText>
            </Field.Root>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            loading={busy}
            disabled={mode === 'password' ? !email || !password : !token.trim()}
            data-testid="login-submit"
          >
            {t('auth.sign_in')}
          </Button>
          {signUpPath && <AuthSwitch question={t('auth.no_account')} to={signUpPath} label={t('auth.create_account')} />}
        </Stack>
      </form>
    </AuthCard>
  );
}
