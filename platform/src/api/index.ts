export { api, TAG_TYPES, type TagType } from './api';
export { configureApi, resetApiConfig, getApiConfig, type ApiConfig } from './api-config';
export { shopBaseQuery, withLocale, type ShopBaseQuery, type ShopExtraOptions } from './base-query';
export { maxRetriesFor, isRetryable, shouldToast, httpStatusOf } from './retry-policy';
