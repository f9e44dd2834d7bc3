import type { MessageLoader } from '@ama/platform';

/**
 * One language's texts: each language is a chunk of its own, so a page loads only its own language and
 * another is fetched when the shopper switches (docs/performance.md). Tests and the key-parity check
 * read all four through ./index.ts.
 */
export const messageLoader: MessageLoader = (locale) => import(/* webpackChunkName: "messages-[request]" */ `./${locale}.json`).then((module) => module.default);
