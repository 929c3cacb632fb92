import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { publicPages } from '@urosim/contracts';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app';
import { RootRoutes } from '../site-routes';

export type PrerenderedPage = {
  /** The markup inside `#root`, as a logged-out visitor's first render makes it. */
  html: string;
  /** The emotion style tags that markup needs (critical CSS), for the head. */
  styles: string;
};

const readStream = async (stream: NodeJS.ReadableStream) => {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
};

/**
 * Renders one public page as a logged-out visitor sees it before any api answer has arrived (plans
 * and branding in their loading state), waiting for the lazy page chunk, and collects the styles it
 * uses.
 */
export const prerenderPage = async (url: string): Promise<PrerenderedPage> => {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // `prerender` waits for every lazy chunk before it writes anything.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouter location={url}>
            <RootRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // In one piece: React would otherwise write large boundaries out of order, each moved into
    // place by an inline script, which the Content Security Policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readStream(prelude);
  if (html.includes('<script') || html.includes('<!--$?-->')) {
    throw new Error(`Pre-rendering ${url}: the markup needs an inline script, which the policy would block`);
  }
  const chunks = emotion.extractCriticalToChunks(html);
  return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks(chunks) };
};

/** Every public page (site-pages.ts): what the build pre-renders. */
export const prerenderPaths: readonly string[] = publicPages.map((page) => page.path);
