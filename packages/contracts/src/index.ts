export * from './envelope.ts';
export * from './errors.ts';
export { buildOpenApiDocument } from './openapi.ts';
export * from './ops.ts';
export * from './route.ts';
export * from './routes.ts';
export * from './jobs.ts';
