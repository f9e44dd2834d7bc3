import { LOCALES, type Locale } from '@ama/contracts';
import { useLocale, useLocationHref, selectIsMenuOpen, switchLocale, switchLocalePath, uiActions, useAppDispatch, useAppSelector, useTranslation } from '@ama/platform';
import { Menu, VisuallyHidden } from '@ama/shared-ui';

/** Each language named in itself, so a shopper finds their own whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', it: 'Italiano', es: 'Español', de: 'Deutsch' };

/** Switching the language changes the prefix of the current page and remembers the choice (docs/requirements.md#navigation). */
export function LocaleSwitcher() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const href = useLocationHref();
  const open = useAppSelector(selectIsMenuOpen('locale'));
  const current = useLocale();
  const [pathname, search = ''] = href.split(/(?=\?)/);

  const choose = (locale: Locale) => (event: React.MouseEvent) => {
    event.preventDefault();
    switchLocale(locale);
  };

  return (
    <Menu
      className="ama-locale-switcher"
      label={
        // The trigger shows the code ("EN") and is named in full ("Language: English"): the name is
        // text for screen readers, since a span cannot carry an aria-label (valid HTML).
        <>
          <VisuallyHidden>{t('nav.language', { language: LANGUAGE_NAMES[current] })}</VisuallyHidden>
          <span aria-hidden="true">{current.toUpperCase()}</span>
        </>
      }
      open={open}
      onOpenChange={(next) => dispatch(uiActions.setMenuOpen({ id: 'locale', open: next }))}
    >
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
    </Menu>
  );
}
