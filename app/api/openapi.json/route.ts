import { openApiDocument } from '@/lib/openapi/document';

/** GET /api/openapi.json — the contract as OpenAPI 3.1 (outside the BFF allow-list). */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=3600' } });
}
