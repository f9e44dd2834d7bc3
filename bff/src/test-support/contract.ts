import type { Express } from 'express';
import type { Response, Test } from 'supertest';
import type { AppDatabase } from '../db';

/** The club operator's bearer token in the contract test's app (CLUB_OPERATOR_TOKEN). */
export const CONTRACT_OPERATOR_TOKEN = 'operator-token-for-the-openapi-contract-test-0123456789';
/** A pendant without sizes or engraving (catalogue seed). */
export const CONTRACT_PENDANT = 'GA-PEN-OV';

/** What a module's contract cases drive the app with (bff/src/openapi/contract.test.ts builds it). */
export interface ContractProbe {
  app: Express;
  db: AppDatabase;
  /** Sends a request the endpoint must accept, expects `status` (200 by default), and checks the answer against the document. */
  valid(method: string, path: string, test: Test | Promise<Response>, status?: number | number[]): Promise<Response>;
  /** Sends a request the endpoint must refuse with `status` (a 4xx), and checks the answer against the document. */
  invalid(method: string, path: string, test: Test | Promise<Response>, status: number | number[]): Promise<Response>;
  /** The request with Content-Type: application/json and `body`, if any. */
  json(test: Test, body?: unknown): Test;
}

/**
 * A module's contract cases, beside its routes (<module>/__tests__/contract-cases.ts): test title → the
 * requests it sends, with the path of each as documented ('/api/products/:sku'). Every operation the
 * module documents needs a valid request and, when it takes input, an invalid one: the contract test
 * fails on the module's gaps.
 */
export type ContractCases = Readonly<Record<string, (probe: ContractProbe) => Promise<void>>>;

export const uniqueSuffix = (): string => Math.random().toString(36).slice(2, 10);
