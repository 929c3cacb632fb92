// Starts the app once the page the server sent (a pre-rendered public page, or the branded bar) has
// been painted, so that nothing of the app stands before the first paint, not even its download
// (ADR 0137). index.html names the entry and the modules it needs (apps/web/vite.config.ts,
// paintFirst; the server adds a public page's own route chunks, apps/api/src/http/web-app.ts): after
// the first frame they are preloaded side by side, and the entry is imported.
const entry = document.querySelector('meta[name="app-entry"]').content;
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const meta of document.querySelectorAll('meta[name="app-module"]')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = meta.content;
      document.head.append(link);
    }
    import(entry).catch((error) => {
      // The page stays as the server drew it; a reload fetches the app again.
      console.error('The app could not be loaded', error);
    });
  }, 0),
);
