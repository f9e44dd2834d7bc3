import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT, type ConsentChoices } from '@ama/contracts';
import { LocaleLink } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { pageHasAnalyticsTag, readConsent, writeConsent } from './consent-cookie';
import { reloadOnNextNavigation } from './reload-on-next-navigation';

type View = 'closed' | 'summary' | 'choose';

export interface ConsentBannerProps {
  /** Told whether the banner is on screen (the newsletter popup waits while it is). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The cookie consent banner (issue 13; docs/consent.md): on a first visit, and again from "Cookie
 * settings" (footer, cookie policy page). A non-modal region at the bottom of the page: the page stays
 * usable behind it and it never takes the whole phone screen. Accept all, reject all, or choose per
 * category; the choice is a first-party cookie the server reads for the analytics tag.
 */
export function ConsentBanner({ onOpenChange }: ConsentBannerProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  // The overlays region is rendered in the browser only (never on the server), so the cookie can be read
  // at once: a first visit shows the banner in the first render, nothing flickers.
  const [view, setView] = useState<View>(() => (readConsent() === null ? 'summary' : 'closed'));
  const [analytics, setAnalytics] = useState(false);
  const region = useRef<HTMLElement>(null);
  /** Where focus was when the shopper asked for the settings: it returns there when they are saved. */
  const opener = useRef<HTMLElement | null>(null);
  const reopened = useRef(false);
  /** Calls off a pending full load (the shopper changed their mind back before navigating). */
  const cancelReload = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      reopened.current = true;
      setAnalytics(readConsent()?.analytics ?? false);
      setView('choose');
    };
    window.addEventListener(CONSENT.openEvent, reopen);
    return () => {
      window.removeEventListener(CONSENT.openEvent, reopen);
      cancelReload.current?.();
    };
  }, []);

  useEffect(() => {
    onOpenChange?.(view !== 'closed');
    // Asked for by the shopper: focus goes to the settings. On a first visit nothing is taken from the page.
    if (view !== 'closed' && reopened.current) region.current?.focus();
  }, [view, onOpenChange]);

  const save = useCallback((choices: ConsentChoices) => {
    writeConsent(choices);
    // The tag is the server's, per page: a choice this page does not reflect holds from the next page on.
    cancelReload.current?.();
    cancelReload.current = choices.analytics !== pageHasAnalyticsTag() ? reloadOnNextNavigation() : undefined;
    setView('closed');
    if (reopened.current) opener.current?.focus();
    reopened.current = false;
  }, []);

  if (view === 'closed') return null;
  const onKeyDown = (event: React.KeyboardEvent) => {
    // Escape closes settings the shopper reopened (their earlier choice stands); a first visit needs a choice.
    if (event.key === 'Escape' && readConsent() !== null) {
      setView('closed');
      opener.current?.focus();
      reopened.current = false;
    }
  };

  return (
    <section ref={region} className="ama-consent" role="region" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="ama-consent__title">
        {t('consent.title')}
      </h2>
      <p className="ama-consent__text">
        {t('consent.intro')} <LocaleLink to="/cookie-policy">{t('consent.policyLink')}</LocaleLink>
      </p>
      {view === 'choose' && (
        <fieldset className="ama-consent__choices">
          <legend className="ama-consent__legend">{t('consent.chooseLegend')}</legend>
          <label className="ama-consent__choice">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t('consent.necessary.label')}</strong> {t('consent.necessary.description')}
            </span>
          </label>
          <label className="ama-consent__choice">
            <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
            <span>
              <strong>{t('consent.analytics.label')}</strong> {t('consent.analytics.description')}
            </span>
          </label>
        </fieldset>
      )}
      <div className="ama-consent__actions">
        <Button type="button" onClick={() => save({ analytics: false })}>
          {t('consent.rejectAll')}
        </Button>
        {view === 'choose' ? (
          <Button type="button" onClick={() => save({ analytics })}>
            {t('consent.save')}
          </Button>
        ) : (
          <Button type="button" onClick={() => setView('choose')}>
            {t('consent.choose')}
          </Button>
        )}
        <Button type="button" onClick={() => save({ analytics: true })}>
          {t('consent.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
