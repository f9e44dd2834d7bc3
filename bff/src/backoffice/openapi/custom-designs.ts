import {
  customDesignClosingSchema,
  customDesignProductionSchema,
  customDesignProposalSchema,
  STAFF_PATHS,
  staffCustomDesignListSchema,
  staffCustomDesignParamsSchema,
  staffCustomDesignResponseSchema,
  staffCustomDesignsQuerySchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, recordSteps, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

const STEP_ERRORS = {
  ...WRITE,
  404: 'NOT_FOUND',
  409: 'CUSTOM_DESIGN_STATE: the design is closed | CHANGE_IN_PROGRESS: another change’s payment call is on its way | PAYMENT_SETTLEMENT_REFUSED',
  503: 'SERVICE_UNAVAILABLE: the payment service did not answer; the change stays claimed, ask again',
} as const;

/** The managers' custom designs (custom-design-routes.ts). */
export function customDesignEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  const step = recordSteps(config, {
    params: staffCustomDesignParamsSchema,
    success: { status: 200, description: 'The design after the step, with its history', json: staffCustomDesignResponseSchema },
    errors: STEP_ERRORS,
  });
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.customDesigns),
      tag: TAG,
      summary: 'Custom design requests, the newest first (manager)',
      auth: 'staff',
      query: staffCustomDesignsQuerySchema,
      success: { status: 200, description: 'A page of requests', json: staffCustomDesignListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.customDesign),
      tag: TAG,
      summary: 'A custom design request with its history (manager)',
      auth: 'staff',
      params: staffCustomDesignParamsSchema,
      success: { status: 200, description: 'The request', json: staffCustomDesignResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    step(STAFF_PATHS.customDesignProposal, 'Send the customer a design (again, to revise it); the fee stays held (manager)', customDesignProposalSchema),
    step(STAFF_PATHS.customDesignProduction, 'Put the piece into production: the fee is released; its order, if placed, refuses returns (manager)', customDesignProductionSchema),
    step(STAFF_PATHS.customDesignClosing, 'Close a design not taken up, with the note the customer reads: the fee is charged (manager)', customDesignClosingSchema),
  ];
}
