import type { LocaleMessages } from '@ama/platform';
import en from './en.json';
import it from './it.json';
import es from './es.json';
import de from './de.json';

/** The shell's texts in all four languages: the server entry and the tests. The browser loads one (load-messages.ts). */
export const shellMessages: LocaleMessages = { en, it, es, de };
