import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { featureI18n } from './featureI18n';
import { initI18n, i18next } from './i18n';

describe('a feature’s translations', () => {
  it('fall back to the shell’s and then the kit’s namespace for keys the feature does not define', async () => {
    await initI18n('en');
    const feature = featureI18n('probe', { './locales/en.json': async () => ({ default: { common: { own: 'Own text' } } }) });
    await feature.load('en');
    await waitFor(() => expect(i18next.hasResourceBundle('en', 'ui')).toBe(true));
    const { result } = renderHook(() => feature.useT());
    expect(result.current.t('common.own')).toBe('Own text');
    expect(result.current.t('common.delete')).toBe('Delete'); // the kit's (ui)
    expect(result.current.t('roles.root')).toBe('Administrator'); // the shell's (translation)
    expect(result.current.t('errors.email_taken')).toBe('This email is already in use.');
  });
});
