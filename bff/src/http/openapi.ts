import { livenessResponseSchema, readinessResponseSchema } from '@ama/contracts';
import { type Endpoint } from '../openapi/endpoint';

/** The load balancer's and the operator's endpoints (not under /api). */
export function healthEndpoints(): Endpoint[] {
  return [
    { method: 'get', path: '/healthz', tag: 'health', summary: 'Liveness: the process answers', success: { status: 200, description: 'Alive', json: livenessResponseSchema } },
    {
      method: 'get',
      path: '/readyz',
      tag: 'health',
      summary: 'Readiness: the database answers too',
      success: { status: 200, description: 'Ready', json: readinessResponseSchema },
      errors: { 503: 'The database does not answer' },
      errorBodies: { 503: readinessResponseSchema },
    },
    {
      method: 'get',
      path: '/metrics',
      tag: 'health',
      summary: 'Prometheus metrics (text exposition format)',
      auth: 'metrics',
      success: { status: 200, description: 'The metrics', text: true },
      errors: {
        404: 'NOT_FOUND: METRICS_TOKEN is set and the bearer token is not it, or production without METRICS_TOKEN',
        503: 'SERVICE_UNAVAILABLE: with INSTANCES > 1, the metrics of every instance could not be gathered (an instance being replaced); see Retry-After',
      },
    },
  ];
}
