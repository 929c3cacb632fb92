import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and the
 * history fallback (any GET for a page that is not an api path gets index.html).
 */
export const createWebAppRouter = (distDir: string): Router | undefined => {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api' || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
};
