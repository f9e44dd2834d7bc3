import { CLUB_MEMBER_TOKEN_HEADER, errorBodySchema, IDEMPOTENCY_KEY_HEADER, VISITOR_COOKIE } from '@ama/contracts';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';
import type { CoreConfig } from '../config';
import type { Endpoint } from './endpoint';

/** Statuses every endpoint can answer besides its own: bad parameters and our own failure. */
const COMMON_ERRORS: Record<number, string> = {
  400: 'VALIDATION_FAILED (fields name each bad input), MALFORMED_JSON, INVALID_DISCOUNT_CODE, CAPTCHA_FAILED',
  500: 'INTERNAL: something went wrong on our side (no details)',
};

const JSON_TYPE = 'application/json';

/** draft-7 `RateLimit` headers of express-rate-limit (http/rate-limit.ts), and the 429's Retry-After. */
const rateLimitHeaders = z.object({
  RateLimit: z.string().meta({ description: 'Remaining budget, e.g. `limit=10, remaining=9, reset=600` (IETF draft-7)' }).optional(),
  'RateLimit-Policy': z.string().meta({ description: 'The budget, e.g. `10;w=600`' }).optional(),
});
const retryAfter = z.object({ 'Retry-After': z.string().meta({ description: 'Seconds to wait before trying again' }).optional() });

/** Express's ':sku' → OpenAPI's '{sku}'. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const operationId = (endpoint: Endpoint) =>
  `${endpoint.method}${openApiPath(endpoint.path)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`;

function successResponse(endpoint: Endpoint): ZodOpenApiResponseObject {
  const { success } = endpoint;
  const headers = endpoint.rateLimit ? rateLimitHeaders : undefined;
  if ('json' in success) return { description: success.description, headers, content: { [JSON_TYPE]: { schema: success.json } } };
  if ('svg' in success) return { description: success.description, content: { 'image/svg+xml': { schema: z.string() } } };
  if ('html' in success) return { description: success.description, content: { 'text/html': { schema: z.string() } } };
  if ('text' in success) return { description: success.description, content: { 'text/plain': { schema: z.string() } } };
  if ('csv' in success) return { description: success.description, content: { 'text/csv': { schema: z.string() } } };
  return { description: success.description, headers };
}

function responsesOf(endpoint: Endpoint): Record<string, ZodOpenApiResponseObject> {
  const responses: Record<string, ZodOpenApiResponseObject> = { [String(endpoint.success.status)]: successResponse(endpoint) };
  for (const [status, description] of Object.entries({ ...COMMON_ERRORS, ...endpoint.errors })) {
    const schema = endpoint.errorBodies?.[Number(status)] ?? errorBodySchema;
    responses[status] = { description, headers: status === '429' || status === '503' ? retryAfter : undefined, content: { [JSON_TYPE]: { schema } } };
  }
  return responses;
}

/** Who may call what: the public, the visitor (cookie optional), a club member, the club operator. */
const SECURITY_SCHEMES = {
  visitorCookie: { type: 'apiKey', in: 'cookie', name: VISITOR_COOKIE.name, description: 'The visitor token the shop sets on the first cart or wishlist write' },
  clubMemberToken: { type: 'apiKey', in: 'header', name: CLUB_MEMBER_TOKEN_HEADER, description: "The signed token of the member page's link (/club/member?token=…)" },
  clubOperator: { type: 'http', scheme: 'bearer', description: 'CLUB_OPERATOR_TOKEN; a wrong one reads as 404' },
  metricsBearer: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, when set; a wrong one reads as 404' },
  staffSession: { type: 'apiKey', in: 'cookie', name: 'ama_staff', description: 'The staff session POST /api/staff/session sets (httpOnly, SameSite=Strict, Path=/api/staff)' },
  staffCsrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: "The session's csrfToken (GET /api/staff/session); every staff write sends it" },
} as const;
const SECURITY: Record<NonNullable<Endpoint['auth']> | 'public', Array<Record<string, string[]>>> = {
  public: [],
  visitor: [{ visitorCookie: [] }, {}],
  member: [{ clubMemberToken: [] }],
  operator: [{ clubOperator: [] }],
  metrics: [{ metricsBearer: [] }, {}],
  staff: [{ staffSession: [] }],
  staffWrite: [{ staffSession: [], staffCsrf: [] }],
};

/** Only the schemes some operation uses (an unused one is a lint warning: the operator API may be off). */
const usedSchemes = (endpoints: readonly Endpoint[]) =>
  Object.fromEntries(
    Object.entries(SECURITY_SCHEMES).filter(([name]) => endpoints.some((endpoint) => SECURITY[endpoint.auth ?? 'public'].some((requirement) => name in requirement))),
  );

function operationOf(endpoint: Endpoint): ZodOpenApiOperationObject {
  const notes = [
    endpoint.description,
    endpoint.rateLimit &&
      `Rate limit: ${endpoint.rateLimit.limit} requests per ${endpoint.rateLimit.windowSeconds} s per client IP (${endpoint.rateLimit.budget}); every request counts, refused ones too.`,
    endpoint.idempotent && `Idempotency: send an \`${IDEMPOTENCY_KEY_HEADER}\` (a UUID) per attempt to pay; its repeats answer what the first request answered.`,
    endpoint.auth === 'visitor' && `The visitor is the \`${VISITOR_COOKIE.name}\` cookie (none: an empty cart or wishlist); a successful write (re)sets it.`,
    endpoint.condition && `Present only when ${endpoint.condition}.`,
  ].filter(Boolean);
  return {
    operationId: operationId(endpoint),
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(notes.length > 0 ? { description: notes.join('\n\n') } : {}),
    requestParams: {
      ...(endpoint.params ? { path: endpoint.params } : {}),
      ...(endpoint.query ? { query: endpoint.query } : {}),
      ...(endpoint.headers ? { header: endpoint.headers } : {}),
    },
    ...(endpoint.body ? { requestBody: { required: endpoint.bodyRequired ?? true, content: { [JSON_TYPE]: { schema: endpoint.body } } } } : {}),
    security: SECURITY[endpoint.auth ?? 'public'],
    responses: responsesOf(endpoint),
    ...(endpoint.rateLimit ? { 'x-rate-limit': { ...endpoint.rateLimit, scope: 'client IP' } } : {}),
  };
}

/** The OpenAPI 3.1 document of the BFF's `endpoints` (api-endpoints.ts lists them), built from @ama/contracts' zod schemas. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], config: Pick<CoreConfig, 'publicUrl'>): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method]: operationOf(endpoint) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'AMA jewellery shop API',
      version: '1.0.0',
      description:
        'The BFF of the AMA shop. Every non-2xx JSON answer is `{ error: { code, message, fields? } }` (ErrorBody); every endpoint takes `?locale=en|it|es|de` where texts are localised. Generated from the zod schemas of @ama/contracts (docs/api.md).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-AMA' },
    },
    servers: [{ url: config.publicUrl ?? '/', description: 'This shop' }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name, description: `The ${name} endpoints` })),
    paths,
    components: { schemas: { ErrorBody: errorBodySchema }, securitySchemes: usedSchemes(endpoints) },
  });
}
