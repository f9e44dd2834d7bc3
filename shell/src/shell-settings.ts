import en from './i18n/en.json';
import it from './i18n/it.json';
import es from './i18n/es.json';
import de from './i18n/de.json';

/** The shell's texts, for the browser bootstrap and the server entry alike. */
export const shellMessages = { en, it, es, de };

/** External hosts the shop may send a shopper to (docs/requirements.md#errors: everything else is refused). */
export const EXTERNAL_ALLOWLIST = ['wa.me'];
