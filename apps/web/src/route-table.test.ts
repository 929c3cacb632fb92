import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicOnly, RequireAdmin, RequireAuth } from './features/auth/route-guards';
import { PAGE_ROUTES, type PageAccess } from './route-table';
import { AppRoutes } from './routes';
import { RootRoutes } from './site-routes';

/** Every path of the router with the access its guards give, read from the route objects. */
const collect = (routes: RouteObject[], parentPath: string, access: PageAccess, out: Set<string>) => {
  for (const route of routes) {
    const type = isValidElement(route.element) ? (route.element as ReactElement).type : undefined;
    const next: PageAccess =
      type === RequireAdmin
        ? 'admin'
        : type === RequireAuth
          ? 'user'
          : type === PublicOnly
            ? 'public'
            : access;
    const path = route.index
      ? parentPath || '/'
      : route.path === undefined
        ? parentPath
        : `${parentPath === '/' ? '' : parentPath}/${route.path}`;
    if (route.index || (route.path !== undefined && !route.children?.length)) out.add(`${next} ${path}`);
    if (route.children) collect(route.children, path, next, out);
  }
};

describe('the page route table', () => {
  it('lists exactly the routes of the router, each with the access of its guard', () => {
    const childrenOf = (element: ReactNode) =>
      createRoutesFromChildren((element as ReactElement<{ children: ReactNode }>).props.children);
    // Two tables (ADR 0120): the website's in the entry, whose catch-all `*` hands every other path
    // to routes.tsx's own table.
    const withoutCatchAll = (routes: RouteObject[]): RouteObject[] =>
      routes
        .filter((route) => route.path !== '*')
        .map((route) => (route.children ? { ...route, children: withoutCatchAll(route.children) } : route));
    const found = new Set<string>();
    collect(withoutCatchAll(childrenOf(RootRoutes())), '', 'public', found);
    collect(childrenOf(AppRoutes()), '', 'public', found);
    const listed = new Set(PAGE_ROUTES.map((route) => `${route.access} ${route.path}`));
    expect(
      [...listed].filter((r) => !found.has(r)),
      'listed but not in the router',
    ).toEqual([]);
    expect(
      [...found].filter((r) => !listed.has(r)),
      'in the router but not listed',
    ).toEqual([]);
  });
});
