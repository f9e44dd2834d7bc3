// Schemas are marked pure so apps that only need the constants leave zod out of their bundle.
import { z } from 'zod';

import localeList from './locales.json';

/**
 * Locale codes (docs/requirements.md#shop); every route exists once per locale, as a path prefix. The list lives in
 * locales.json so build scripts, which load no TypeScript, can read the same one.
 */
export const LOCALES = localeList as ['en', 'it', 'es', 'de'];
export const localeSchema = /* @__PURE__ */ z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** The shop's default locale when neither cookie nor Accept-Language decide (docs/requirements.md#navigation). */
export const DEFAULT_LOCALE: Locale = 'it';
/** Default locale of the message setup and text direction fallback (docs/requirements.md#texts). */
export const MESSAGE_FALLBACK_LOCALE = 'en-US';
export const TEXT_DIRECTION_FALLBACK = 'ltr';
export const LOCALE_COOKIE = 'ama_locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
