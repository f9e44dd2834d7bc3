import type { LocaleMessages } from '@ama/platform';
import en from './en.json';
import it from './it.json';
import es from './es.json';
import de from './de.json';

export const messages: LocaleMessages = { en, it, es, de };
