import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app reports its own version to the server (version check), so it is the product's version
// from the root package.json, fixed at build time.
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// Vendor code in long-lived chunks of its own, so the landing page's entry stays small and an app
// release does not invalidate the cached libraries.
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|hoist-non-react-statics|react-is|clsx|prop-types|react-transition-group|@popperjs)[\\/]/,
    priority: 20,
    // MUI components used only by one lazy page go to a chunk of their own, loaded with that page.
    entriesAware: true,
  },
  {
    name: 'vendor-data',
    test: /[\\/]node_modules[\\/](react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
];

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
