export { api, TAG_TYPES, type TagType } from './api';
export { configureApi, resetApiConfig, getApiConfig, type ApiConfig } from './api-config';
export { shopBaseQuery, withLocale, type ShopBaseQuery, type ShopExtraOptions } from './base-query';
export { maxRetriesFor, isRetryable, shouldToast, httpStatusOf } from './retry-policy';
// The error types of RTK Query, which the apps reach only through platform (it bundles Redux Toolkit).
export type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
export type { SerializedError } from '@reduxjs/toolkit';
