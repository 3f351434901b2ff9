import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './lib/AppRouterProvider';
import { Providers } from './app/providers';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import { registerNavigate } from './lib/navigation';
import { setTokenGetter } from './lib/http';
import { getTokens, storeToken } from './lib/tokens';
import { refreshIfNeeded } from './lib/refresh';
import { consumeTokenHash } from './features/auth';
import { useSession } from './stores/session';

// Plain http is moved to https, except on localhost (spec section 2).
const { protocol, hostname } = window.location;
const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
if (protocol === 'http:' && !local && import.meta.env.PROD && import.meta.env.VITE_NO_HTTPS_REDIRECT !== '1') {
  window.location.replace(window.location.href.replace(/^http:/, 'https:'));
}

// Return-reference hand-off arrives as #token=...: sign in with it.
const handed = consumeTokenHash();
if (handed) {
  storeToken(handed);
  useSession.getState().syncTokens();
}

setTokenGetter(() => getTokens().token);
registerNavigate((to, opts) => void router.navigate(to, opts));

// A token within a week of its end is renewed before anything else is asked with it: the renewal ends
// the old session at once, so a query sent beside it (the shell's first screen) would be signed out.
const renewed = refreshIfNeeded().then((done) => done && useSession.getState().syncTokens());

Promise.all([initI18n(), renewed]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
