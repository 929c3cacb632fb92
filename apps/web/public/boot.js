// Starts the app once the page the server sent (a pre-rendered public page, or the branded bar) has
// been painted, so that no script stands before the first paint. The app's entry is already on its
// way: index.html preloads it and marks that link (apps/web/vite.config.ts, paintFirst).
const entry = document.querySelector('link[data-app-entry]');
requestAnimationFrame(() =>
  setTimeout(() => {
    import(entry.href).catch((error) => {
      // The page stays as the server drew it; a reload fetches the app again.
      console.error('The app could not be loaded', error);
    });
  }, 0),
);
