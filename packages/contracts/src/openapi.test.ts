import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.ts';
import { opsRoutes } from './ops.ts';

describe('buildOpenApiDocument', () => {
  it('documents every route with its method, envelope and error responses', () => {
    const doc = buildOpenApiDocument(Object.values(opsRoutes), { title: 't', version: '1' });
    expect(Object.keys(doc.paths ?? {})).toContain('/api/logs/client');
    const post = doc.paths?.['/api/logs/client']?.post;
    expect(post?.requestBody).toBeDefined();
    expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '500']));
    expect(doc.paths?.['/health']?.get?.responses?.['503']).toBeDefined();
  });
});
