import { type PublicPage, publicPages } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { prerenderPage, prerenderPaths } from './entry-server';

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<');
const headings = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode((m[1] ?? '').replace(/<[^>]+>/g, '')));

describe('pre-rendering the public pages', () => {
  it('covers every public page', () => {
    expect(prerenderPaths).toEqual((publicPages as readonly PublicPage[]).map((page) => page.path));
  });

  it.each((publicPages as readonly PublicPage[]).map((page) => [page.path, page] as const))(
    '%s: the whole page as a visitor first sees it, with its styles and no inline script',
    async (_, page) => {
      const { html, styles } = await prerenderPage(page.path);
      expect(headings(html)).toEqual([page.heading]);
      // The shell around it: skip link, header with Sign In, main, footer with the disclaimer.
      expect(html).toContain('href="#main-content"');
      expect(html).toMatch(/<header\b/);
      expect(html).toMatch(/<main\b[^>]*id="main-content"/);
      expect(html).toMatch(/<footer\b/);
      expect(html).toContain('>Sign In</a>');
      // Written in one piece: nothing the Content Security Policy would block, nothing left pending.
      expect(html).not.toMatch(/<script|<!--\$\?-->|<template/);
      // Emotion's styles for that markup (globals included), as style tags for the head.
      expect(styles).toMatch(/^<style data-emotion="css-global/);
      // (css-0 is emotion's name for an empty style: it has no rule.)
      const names = new Set([...html.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((m) => m[1]));
      names.delete('0');
      expect(names.size).toBeGreaterThan(10);
      for (const name of names) {
        // Its rule, or its name among a tag's ids (a style whose rules are all empty).
        expect(styles, `css-${name}`).toMatch(
          new RegExp(`\\.css-${name}\\b|data-emotion="css [^"]*\\b${name}\\b`),
        );
      }
    },
  );
});
