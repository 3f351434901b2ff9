import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, tokenLogin } from './helpers';
import { STARRED_MAX } from './shared';

interface Bookmark {
  id: string;
  title: string;
  link: string;
  isBookmarked: boolean;
}

async function unstarAll(request: APIRequestContext, token: string): Promise<Bookmark[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/search/bookmarks/data', { headers })).json()).searchResult as Bookmark[];
  for (const b of list.filter((x) => x.isBookmarked)) {
    await request.post('/api/update/bookmarks', { headers, data: { obj: { id: b.id, isBookmarked: false } } });
  }
  return list;
}

test('starring: at most 10 in the bar, extras in the overflow list; keyboard search', async ({ page, context, request }) => {
  const login = await apiLogin(request, emailOf('root'));
  const list = await unstarAll(request, login.token);
  expect(list.length).toBeGreaterThan(STARRED_MAX);
  await tokenLogin(context, BASE_URL, login);
  await page.goto('/profile/info');

  await page.getByTestId('bookmark-search-toggle').click();
  const rows = page.getByTestId('bookmark-row');
  await expect(rows).toHaveCount(Math.min(list.length, 100));
  for (let i = 0; i < STARRED_MAX + 1; i++) {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/update/bookmarks'));
    await rows.nth(i).getByTestId('bookmark-star').click();
    await saved;
  }
  await expect(page.getByTestId('starred-link')).toHaveCount(STARRED_MAX);
  await page.keyboard.press('Escape');
  await page.getByTestId('starred-overflow').click();
  await expect(page.getByTestId('overflow-link')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Typing limits suggestions to 6; arrows + enter open one.
  await page.getByTestId('bookmark-search-toggle').click();
  await page.getByTestId('bookmark-search').fill('o');
  expect(await rows.count()).toBeLessThanOrEqual(6);
  await page.getByTestId('bookmark-search').fill('Shipments');
  await expect(rows).toHaveCount(1);
  await page.getByTestId('bookmark-search').press('ArrowDown');
  await page.getByTestId('bookmark-search').press('Enter');
  await expect(page).toHaveURL(/\/shipments/);

  // Stars persist on the server.
  await page.reload();
  await expect(page.getByTestId('starred-link')).toHaveCount(STARRED_MAX);
  await unstarAll(request, login.token);
});
