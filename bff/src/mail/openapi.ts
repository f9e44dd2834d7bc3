import { devOutboxQuerySchema, devOutboxResponseSchema } from '@ama/contracts';
import type { CoreConfig } from '../config';
import { type Endpoint } from '../openapi/endpoint';

/** The development outbox (mail/dev-outbox-router.ts), mounted only when DEV_OUTBOX is on. */
export function devOutboxEndpoints(config: CoreConfig): Endpoint[] {
  return [
    ...(config.devOutbox
      ? ([
          {
            method: 'get',
            path: '/api/dev/outbox',
            tag: 'development',
            summary: 'The mails queued and sent, newest first',
            query: devOutboxQuerySchema,
            success: { status: 200, description: 'Mails', json: devOutboxResponseSchema },
            condition: 'DEV_OUTBOX is on (default outside production)',
          },
        ] satisfies Endpoint[])
      : []),
  ];
}
