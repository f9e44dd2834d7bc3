import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { initI18n, PLATFORM_NAMESPACE } from '../i18n/i18n-instance';
import type { ToastInput } from '../store/toast-slice';
import { httpStatusOf } from './retry-policy';
import { statusTextOf } from './status-text';

function describe(error: FetchBaseQueryError, response: Response | undefined): string {
  const t = initI18n().getFixedT(null, PLATFORM_NAMESPACE);
  const status = httpStatusOf(error);
  if (error.status === 'TIMEOUT_ERROR') return t('request.timeout');
  if (status === undefined) return t('request.networkError');
  if (error.status === 'PARSING_ERROR' && status < 400) return t('request.invalidResponse');
  return `${status} ${statusTextOf(status, response)}`.trim();
}

/** The danger toast (docs/requirements.md#errors) for a request that finally failed: "503 Service Unavailable". */
export function failureToast(error: FetchBaseQueryError, response: Response | undefined): ToastInput {
  return {
    type: 'danger',
    title: initI18n().t('request.failedTitle', { ns: PLATFORM_NAMESPACE }),
    message: describe(error, response),
  };
}
