// The spec of a log backend (`logging_backends.spec`). Upstream keeps it loose — a mapping per
// backend kind (loki, elasticsearch, opensearch, kubernetes, files), or a `backends` list of
// them — so only the shape is checked: each backend is a mapping, and its url is text.
import { listOf, mapping, object, specSchema, str } from './schema-parts.ts';

const backend = object({ url: str, index: str, connection: str });

export const loggingBackendSpecSchema = specSchema('Log backend spec', {
  loki: backend,
  elasticsearch: backend,
  opensearch: backend,
  kubernetes: mapping,
  backends: listOf(mapping),
});
