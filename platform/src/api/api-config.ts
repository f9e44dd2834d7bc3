import type { Locale } from '@ama/contracts';
import { getCurrentLocale } from '../locale/locale-path';

export interface ApiConfig {
  /** Where the BFF answers (docs/requirements.md#settings: configurable). */
  baseUrl: string;
  /** Pause before the one retry of a GET; 0 in tests. */
  retryDelayMs: number;
  /** The locale every request carries (docs/requirements.md#resilience); the URL prefix by default. */
  getLocale: () => Locale;
}

const defaults: ApiConfig = { baseUrl: '/api', retryDelayMs: 300, getLocale: () => getCurrentLocale() };
let current: ApiConfig = { ...defaults };
let version = 0;

/** Changes the API settings; unspecified fields keep their value. */
export function configureApi(changes: Partial<ApiConfig>): void {
  current = { ...current, ...changes };
  version += 1;
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  current = { ...defaults };
  version += 1;
}

export const getApiConfig = (): Readonly<ApiConfig> => current;
/** Bumped on every change so dependants can rebuild what they derived from the config. */
export const getApiConfigVersion = (): number => version;
