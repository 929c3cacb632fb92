import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { envelope, ZErrorEnvelope } from './envelope.ts';
import type { RouteContract } from './route.ts';
import { z } from './zod.ts';

const commonErrors: Record<number, string> = {
  400: 'Invalid input: `errors` names each field',
  429: 'Too many requests',
  500: 'Unexpected error; the message is generic and carries a request id',
};

/** Express `/a/:id` to OpenAPI `/a/{id}`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of every given route, generated from the same zod schemas the api
 * validates with.
 */
export const buildOpenApiDocument = (
  routes: readonly RouteContract[],
  info: { title: string; version: string },
) => {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const responses: ZodOpenApiOperationObject['responses'] = {
      '200': route.produces
        ? {
            description: 'Success',
            content: {
              [route.produces]: {
                schema:
                  route.produces === 'text/event-stream'
                    ? { type: 'string' }
                    : { type: 'string', format: 'binary' },
              },
            },
          }
        : {
            description: 'Success',
            content: { 'application/json': { schema: envelope(route.data) } },
          },
    };
    const errorStatuses = { ...commonErrors, ...route.extraStatuses };
    for (const [status, description] of Object.entries(errorStatuses)) {
      (responses as Record<string, unknown>)[status] = {
        description,
        content: { 'application/json': { schema: ZErrorEnvelope } },
      };
    }
    const operation: ZodOpenApiOperationObject = {
      summary: route.summary,
      tags: [route.tag],
      responses,
    };
    const requestParams: ZodOpenApiOperationObject['requestParams'] = {};
    if (route.query instanceof z.ZodObject) requestParams.query = route.query;
    if (route.params instanceof z.ZodObject) requestParams.path = route.params;
    if (requestParams.query || requestParams.path) operation.requestParams = requestParams;
    if (route.body) {
      operation.requestBody = { content: { 'application/json': { schema: route.body } } };
    }
    const key = toOpenApiPath(route.path) as `/${string}`;
    paths[key] = { ...paths[key], [route.method]: operation };
  }
  return createDocument({ openapi: '3.1.0', info, paths });
};
