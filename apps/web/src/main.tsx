import { normalizePagePath } from '@urosim/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { browserStorage, readLocalUser } from './features/auth/auth-storage';
import { applyEffectsMode } from './features/effects/effects-mode';
import type { PublicPagePath } from './route-modules';
import { preloadAppRoutes, preloadOpenedPage, publicPageComponents } from './site-routes';

// The stored effects mode (lux or performance) before the first render.
applyEffectsMode();

/** The longest the first render waits for the opened page's requests to be sent. */
const OPENING_WAIT_MS = 1_000;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives pre-rendered as a visitor sees it (the server marks #root). For a visitor
// the app takes that markup over; a returning signed-in user sees something else (the dashboard
// instead of the landing page, their own header), so for them the app renders afresh.
const isPrerendered = container.hasAttribute('data-prerendered');
if (isPrerendered && !readLocalUser(browserStorage('localStorage'))) {
  const { pathname } = window.location;
  const pagePath = normalizePagePath(pathname) as PublicPagePath;
  const page = Object.hasOwn(publicPageComponents, pagePath) ? publicPageComponents[pagePath] : undefined;
  // The page's code first (it was drawn on the server), so that nothing suspends while hydrating;
  // its chunks are preloaded by the HTML. Should it fail to load, the page still hydrates, and the
  // page when its code arrives. (The assistant's button is not pre-rendered: it loads at the
  // visitor's first interaction, app-shell.tsx.)
  void Promise.allSettled([page?.preload()]).then(() => {
    // As a transition, hydration works in slices and lets the browser paint and answer input
    // between them, instead of holding the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          console.warn('The pre-rendered page did not match; rendered afresh', error),
      });
    });
  });
} else {
  // A signed-in user (`/` sends them to the dashboard), or a path that is not one of the website's
  // pages, needs the app's routes (routes.tsx, one lazy chunk): fetched from here, before the first
  // render, rather than once the redirect has happened. For a signed-in user the first render waits
  // for them and for the page's own requests to be sent (its code; a case's data), which that
  // render's work would otherwise hold back by about half a second (ADR 0139).
  const { pathname } = window.location;
  const isSignedIn = readLocalUser(browserStorage('localStorage')) !== null;
  let opening: Promise<unknown> = Promise.resolve();
  if (isSignedIn) opening = preloadOpenedPage(window.location);
  else if (!Object.hasOwn(publicPageComponents, normalizePagePath(pathname)))
    void preloadAppRoutes().catch(() => undefined);
  // Never long, though: on a slow network the app's own loading states say what is happening.
  const waited = new Promise((resolve) => setTimeout(resolve, OPENING_WAIT_MS));
  void Promise.race([opening.catch(() => undefined), waited]).then(() => {
    if (isPrerendered) container.replaceChildren();
    createRoot(container).render(app);
  });
}
