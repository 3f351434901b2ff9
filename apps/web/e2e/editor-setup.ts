import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, tokenLogin, type LoginData } from './helpers';

/** Who the editor specs work as and on: root, a seller, and a catalogue product to design (one with a picture when asked). */
export async function editorUsers(request: APIRequestContext, shots: string, opts: { withImage?: boolean } = {}) {
  mkdirSync(shots, { recursive: true });
  const root = await apiLogin(request, emailOf('root'));
  const seller = await apiLogin(request, emailOf('sale'));
  const data = await gql<{ productPreset: Array<{ _id: string; image: string | null }> }>(request, seller.token, '{ productPreset(page: 1) { _id image } }');
  const preset = (opts.withImage && data.productPreset.find((p) => p.image)) || data.productPreset[0];
  expect(preset, 'a catalogue product to design').toBeTruthy();
  return { root, seller, presetId: preset._id };
}

/** Their interface settings back to the defaults (the specs change the language). */
export async function resetEditorUsers(request: APIRequestContext, ...users: LoginData[]) {
  for (const who of users) await resetCustomizer(request, who.token);
}

/** A new browser page signed in as `who`, in `language`, at the editor's viewport. */
export async function editorPageAs(browser: Browser, request: APIRequestContext, who: LoginData, language = 'en'): Promise<Page> {
  await resetCustomizer(request, who.token, { language });
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 } });
  await tokenLogin(context, BASE_URL, who);
  return context.newPage();
}
