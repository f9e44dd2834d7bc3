import type { Locale } from '@ama/contracts';

/** A text in every shop language. */
export type Translated<T = string> = Record<Locale, T>;
