import { useRef } from 'react';
import { LOCALES, type Locale } from '@ama/contracts';
import { selectIsMenuOpen, switchLocale, switchLocalePath, uiActions, useAppDispatch, useAppSelector, useLocale, useLocationHref, useTranslation } from '@ama/platform';
import { icons, VisuallyHidden } from '@ama/shared-ui';
import { PLACE_UNDER_BUTTON } from '../runtime/header-popovers';
import { LANGUAGE_LIST_ID } from '../runtime/language-choice';
import { supportsPopover } from './popover';
import { useSyncedPopover } from './use-synced-popover';

/** The list's open state in the store's map of menus: every navigation closes it. */
const LANGUAGE_MENU = 'locale';

/** Each language named in itself, so a shopper finds their own whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', it: 'Italiano', es: 'Español', de: 'Deutsch' };

/**
 * Switching the language changes the prefix of the current page and remembers the choice
 * (docs/requirements.md#navigation). The list is a popover its button opens by itself, and each
 * language a link to this page in it, so the first tap works before and without the shell's code (the
 * entry's plain code remembers the choice then: runtime/language-choice.ts). Once live, a choice moves
 * through single-spa without a reload.
 */
export function LocaleSwitcher() {
  const { t } = useTranslation('shell');
  const href = useLocationHref();
  const current = useLocale();
  const [pathname, search = ''] = href.split(/(?=\?)/);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsMenuOpen(LANGUAGE_MENU));
  const setOpen = (next: boolean) => dispatch(uiActions.setMenuOpen({ id: LANGUAGE_MENU, open: next }));
  const list = useRef<HTMLDivElement>(null);
  useSyncedPopover(list, open, setOpen);

  const choose = (locale: Locale) => (event: React.MouseEvent) => {
    event.preventDefault();
    setOpen(false);
    switchLocale(locale);
  };

  return (
    <div className="ama-menu ama-locale-switcher">
      <button type="button" className="ama-menu__trigger" popoverTarget={LANGUAGE_LIST_ID} aria-controls={LANGUAGE_LIST_ID} onClick={() => !supportsPopover() && setOpen(!open)}>
        {/* The trigger shows the code ("EN") and is named in full ("Language: English"): the name is
            text for screen readers, since a span cannot carry an aria-label (valid HTML). */}
        <VisuallyHidden>{t('nav.language', { language: LANGUAGE_NAMES[current] })}</VisuallyHidden>
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <icons.ChevronDown className="ama-menu__chevron" size={16} aria-hidden="true" />
      </button>
      <div ref={list} id={LANGUAGE_LIST_ID} popover="auto" hidden className="ama-menu__panel ama-locale-switcher__list" data-place={PLACE_UNDER_BUTTON}>
        <ul className="ama-submenu">
          {LOCALES.map((locale) => (
            <li key={locale}>
              <a
                href={switchLocalePath(pathname ?? '/', search, locale)}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={choose(locale)}
              >
                {LANGUAGE_NAMES[locale]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
