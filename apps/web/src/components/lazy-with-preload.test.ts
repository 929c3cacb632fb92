import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { failedLoadOf } from './lazy-route';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const render = (Component: ReturnType<typeof lazyWithPreload<{ name: string }>>) =>
  renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Component, { name: 'Ada' })));

describe('lazyWithPreload', () => {
  it('suspends like React.lazy until loaded, then renders at once; it loads once', async () => {
    const load = vi.fn(async () => Greeting);
    const Page = lazyWithPreload<{ name: string }>(load);
    // Not loaded: the boundary shows its fallback (and the browser would render it afresh).
    expect(render(Page)).toContain('loading');
    await Page.preload();
    await Page.preload();
    expect(render(Page)).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load; the failure names the component whose code failed', async () => {
    const offline = new Error('offline');
    const load = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce(Greeting);
    const Page = lazyWithPreload<{ name: string }>(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    expect(typeof failedLoadOf(offline)).toBe('symbol');
    await Page.preload();
    expect(render(Page)).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
