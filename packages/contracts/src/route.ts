import type { z } from 'zod';

/** HTTP methods the contracts use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One api route: method, full path (Express style `:param`), the schemas of its inputs and of the
 * `data` of its envelope. The api validates with it, the web client types its calls with it and
 * the OpenAPI document is generated from it.
 */
export type RouteContract<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
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
  /** Extra statuses the route documents besides 200 and the common errors. */
  extraStatuses?: Record<number, string>;
};

/** Declares a route with its literal types kept. */
export const defineRoute = <
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TData extends z.ZodType = z.ZodType,
>(
  route: RouteContract<TBody, TQuery, TParams, TData>,
) => route;

/** The `data` type a route answers with. */
export type RouteData<R extends RouteContract> = z.infer<R['data']>;
/** The body type a route accepts. */
export type RouteBody<R extends RouteContract> =
  NonNullable<R['body']> extends z.ZodType ? z.input<NonNullable<R['body']>> : never;
