import { endpoints } from '@/lib/contract';
import { openApiDocument, publicEndpoints } from './document';

describe('OpenAPI document', () => {
  const doc = openApiDocument();
  it('documents every contract endpoint as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(endpoints).map((p) => `/${p}`).sort());
  });
  it('has request schemas and examples for the search endpoint', () => {
    const search = doc.paths['/search'] as { post: { requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } } } };
    expect(Object.keys(search.post.requestBody.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['search_query', 'language', 'page']));
    const example = publicEndpoints().find((e) => e.path === 'search')?.example;
    expect(example).toMatchObject({ search_query: 'อุทกภัย', language: 'th', page: 1 });
    expect(publicEndpoints().some((e) => e.endpoint.member)).toBe(false);
  });
});
