import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { LoginError, isAllowedRef, isSameOriginPath, loginFailureMessage, withTokenHash } from './flow';

describe('return reference hand-off', () => {
  it('accepts same-origin paths only', () => {
    expect(isSameOriginPath('/orders?status=All')).toBe(true);
    expect(isSameOriginPath('//evil.example/x')).toBe(false);
    expect(isSameOriginPath('/\\evil.example')).toBe(false);
    expect(isSameOriginPath('https://evil.example/')).toBe(false);
    expect(isSameOriginPath('javascript:alert(1)')).toBe(false);
    expect(isSameOriginPath('/a\nb')).toBe(false);
  });

  it('accepts other origins only when listed in returnOrigins', async () => {
    const origins = ['https://seller.example.com/'];
    expect(await isAllowedRef('https://seller.example.com/auth/callback', origins)).toBe(true);
    expect(await isAllowedRef('https://evil.example.com/auth/callback', origins)).toBe(false);
    expect(await isAllowedRef('javascript:alert(1)', origins)).toBe(false);
    expect(await isAllowedRef('/profile/info', [])).toBe(true);
    expect(await isAllowedRef(`${window.location.origin}/x`, [])).toBe(true);
  });

  it('appends the token as a hash', () => {
    expect(withTokenHash('https://a.example/cb?x=1#old', 'abc')).toBe('https://a.example/cb?x=1#token=abc');
    expect(withTokenHash('/orders', 'a b')).toBe('/orders#token=a%20b');
  });
});

describe('login failure message (spec section 8)', () => {
  it('the server text worded from its code, else the translated Login error, never English from the server', async () => {
    await initI18n('de');
    await changeLanguage('de');
    const body = { errors: [{ msg: 'Email Or Password Invalid', code: 'UNAUTHENTICATED', text: { code: 'login_invalid', params: {} } }] };
    expect(loginFailureMessage(new HttpError('Email Or Password Invalid', 401, body), 'Anmeldefehler')).toBe('E-Mail oder Passwort ist ungültig.');
    expect(loginFailureMessage(new HttpError('Email Or Password Invalid', 401, {}), 'Anmeldefehler')).toBe('Anmeldefehler');
    expect(loginFailureMessage(new Error('Failed to fetch'), 'Anmeldefehler')).toBe('Anmeldefehler');
    expect(loginFailureMessage(new LoginError(), 'Anmeldefehler')).toBe('Anmeldefehler');
    expect(loginFailureMessage('weird', 'Anmeldefehler')).toBe('Anmeldefehler');
    const gqlErr = Object.assign(new Error('Invalid access token'), {
      errors: [{ message: 'Invalid access token', extensions: { code: 'UNAUTHENTICATED', text: { code: 'token_invalid', params: {} } } }],
    });
    expect(loginFailureMessage(gqlErr, 'x')).toBe('Dieses Zugangstoken ist ungültig.');
  });
});
