import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, initialLanguage } from './i18n';
import { COOKIES, setCookie } from './cookies';

const clearCookie = () => (document.cookie = `${COOKIES.language}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

describe('first visit in the browser’s language', () => {
  afterEach(clearCookie);

  it('takes the first preferred language the interface speaks, by its base tag', () => {
    expect(browserLanguage(['de-DE', 'en-US'])).toBe('de');
    expect(browserLanguage(['fr-CA'])).toBe('fr');
    expect(browserLanguage(['pt-BR', 'de'])).toBe('pt');
    expect(browserLanguage(['ja-JP', 'es', 'fr-FR'])).toBe('fr');
    expect(browserLanguage(['ja-JP', 'zh'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it('a signed-out visitor without a choice sees the browser’s language, English when it is not one of ours', () => {
    expect(initialLanguage(['de-DE'])).toBe('de');
    expect(initialLanguage(['it-IT'])).toBe('en');
  });

  it('a chosen language (the cookie) still wins', () => {
    setCookie(COOKIES.language, 'pt');
    expect(initialLanguage(['de-DE'])).toBe('pt');
  });

  it('a cookie holding something unknown is ignored', () => {
    setCookie(COOKIES.language, 'xx');
    expect(initialLanguage(['fr-FR'])).toBe('fr');
  });
});
