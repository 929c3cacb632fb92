export * from './envelope';
export * from './errors';
export { buildOpenApiDocument } from './openapi';
export * from './ops';
export * from './route';
