import { serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld';

/** Structured data for search engines; the JSON is escaped so catalogue text cannot end the script. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
