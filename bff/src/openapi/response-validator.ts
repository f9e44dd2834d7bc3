import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { openApiPath } from './document';

/** The parts of an OpenAPI 3.1 document this reads. */
interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

export interface ObservedResponse {
  status: number;
  /** The Content-Type header, if any. */
  contentType?: string;
  /** Parsed JSON, or the text. */
  body: unknown;
  text?: string;
}

/**
 * Checks real answers against the document: the status must be one the operation lists, the content
 * type one of its media types (no content listed → no body), and a JSON body must match the media
 * type's schema. OpenAPI 3.1 schemas are JSON Schema 2020-12, so Ajv's 2020 validator (with
 * ajv-formats) checks them as they are; `$ref`s into components resolve inside the document.
 * Returns the problems found, [] when the answer keeps the contract.
 */
export function responseValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const schemaFor = (key: string, schema: object) => {
    let validate = compiled.get(key);
    if (!validate) {
      // Each schema is compiled as a resource that also holds the document's components, so
      // `#/components/schemas/…` resolves against this document.
      validate = ajv.compile({ $id: `urn:ama:openapi:${compiled.size}`, ...schema, components: document.components });
      compiled.set(key, validate);
    }
    return validate;
  };

  return (method: string, expressPath: string, response: ObservedResponse): string[] => {
    const path = openApiPath(expressPath);
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${method.toUpperCase()} ${path} is not in the document`];
    const documented = operation.responses[String(response.status)];
    if (!documented) return [`${method.toUpperCase()} ${path} answered ${response.status}, which the document does not list (${Object.keys(operation.responses).join(', ')})`];
    const mediaTypes = documented.content ?? {};
    const type = response.contentType?.split(';')[0]?.trim().toLowerCase();
    if (Object.keys(mediaTypes).length === 0) {
      return type || (response.text ?? '') !== '' ? [`${method.toUpperCase()} ${path} ${response.status} should have no body, got ${type ?? 'text'}`] : [];
    }
    const media = type ? mediaTypes[type] : undefined;
    if (!media) return [`${method.toUpperCase()} ${path} ${response.status} answered ${type ?? 'no content type'}, the document says ${Object.keys(mediaTypes).join(' or ')}`];
    if (type !== 'application/json' || !media.schema) return [];
    const validate = schemaFor(`${method} ${path} ${response.status} ${type}`, media.schema);
    if (validate(response.body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${method.toUpperCase()} ${path} ${response.status}: body${error.instancePath} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`,
    );
  };
}
