import type { z } from 'zod';

/** HTTP methods the contracts use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Where a route lives: its method and its full path (Express style `:param`). */
export type Endpoint = { readonly method: HttpMethod; readonly path: string };

/** What a route contract says besides its endpoint. */
export type RouteSpec<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> = {
  summary: string;
  tag: string;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  data: TData;
  /** Who may call it: anyone (default), a logged-in user, or an admin. */
  auth?: 'user' | 'admin';
  /**
   * Whether a state-changing route needs the CSRF token (default true). Only a payment provider's
   * webhook, verified by its signature instead, may say false.
   */
  csrf?: boolean;
  /** Largest accepted JSON body, in bytes, where it differs from the default. */
  bodyLimitBytes?: number;
  /**
   * What a 200 carries when it is not the JSON envelope (a PDF, a zip, server-sent events): the
   * handler writes the response itself; errors still come in the envelope.
   */
  produces?: 'application/pdf' | 'application/zip' | 'text/event-stream' | 'image/*';
  /** Extra statuses the route documents besides 200 and the common errors. */
  extraStatuses?: Record<number, string>;
};

/**
 * One api route: its endpoint (from `endpoints.ts`), the schemas of its inputs and of the `data` of
 * its envelope. The api mounts and validates with it, the web client types its calls with it and
 * the OpenAPI document is generated from it.
 */
export type RouteContract<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> = Endpoint & RouteSpec<TBody, TQuery, TParams, TData>;

/**
 * Declares a route at its endpoint, keeping the literal types of the method, the path and the
 * access (`auth`) so that callers and handlers are typed by them.
 */
export const defineRoute = <const E extends Endpoint, const S extends RouteSpec>(
  endpoint: E,
  spec: S,
): { readonly method: E['method']; readonly path: E['path'] } & S => ({
  ...spec,
  method: endpoint.method,
  path: endpoint.path,
});

/** The `data` type a route answers with. */
export type RouteData<R extends RouteContract> = z.infer<R['data']>;
/** The body type a route accepts (its input, before defaults are applied); `never` without a body. */
export type RouteBody<R extends RouteContract> = R extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** The query type a route accepts; `never` without a query. */
export type RouteQuery<R extends RouteContract> = R extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** The `:name` segments of a path: `PathParamNames<'/a/:id/b/:x'>` is `'id' | 'x'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path needs for its `:name` segments (as ts-rest's `ParamsFromUrl`). */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };
