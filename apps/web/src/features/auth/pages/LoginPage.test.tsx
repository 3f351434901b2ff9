import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import LoginPage from './LoginPage';
import { renderRoute } from '../../../test/render';
import { COOKIES, getCookie } from '../../../lib/cookies';
import { clearTokens } from '../../../lib/tokens';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });

  it('words the server’s refusal from its code, in the user’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { errors: [{ msg: 'Email Or Password Invalid', text: { code: 'login_invalid', params: {} } }] })),
    );
    await renderRoute(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'root@demo.pod' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'bad' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('Email or password is invalid.');
    expect(getCookie(COOKIES.token)).toBeNull();
  });

  it('keeps the return reference from ?ref=', async () => {
    await renderRoute(<LoginPage />, { path: '/login', url: '/login?ref=%2Fprofile%2Finfo' });
    await waitFor(() => expect(getCookie(COOKIES.returnRef)).toBe('/profile/info'));
  });

  it('switches to login by token', async () => {
    await renderRoute(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByTestId('mode-token'));
    expect(screen.getByPlaceholderText('Paste your access token')).toBeInTheDocument();
    expect(screen.getByTestId('login-submit')).toBeDisabled();
  });
});
