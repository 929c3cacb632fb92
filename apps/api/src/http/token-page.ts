import type { RequestHandler } from 'express';

/**
 * Headers of everything reached by a share token (the live page, its data, events and PDFs): the
 * token is in the URL, so no Referer may carry it elsewhere, and no search engine may index it.
 */
export const tokenPageHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  // What a token shows can be revoked at any time: no cache may keep it (a route may say more).
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** A file name reduced to what every browser keeps in the plain `filename` parameter. */
const asciiFallback = (fileName: string) =>
  fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');

/** RFC 8187 encoding of the `filename*` parameter (encodeURIComponent leaves a few it must not). */
const extendedValue = (fileName: string) =>
  `UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** Content-Disposition (RFC 6266): the plain name for old clients and `filename*` for any Unicode. */
export const contentDisposition = (type: 'inline' | 'attachment', fileName: string) =>
  `${type}; filename="${asciiFallback(fileName)}"; filename*=${extendedValue(fileName)}`;
