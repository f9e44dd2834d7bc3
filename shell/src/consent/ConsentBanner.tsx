import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { CONSENT, choicesFromForm, type ConsentCategory, type ConsentChoices, type ConsentFormChoice } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { Button, buttonClassName } from '@ama/shared-ui';
import { pageHasAnalyticsTag, readConsent, writeConsent } from './consent-cookie';
import { reloadOnNextNavigation } from './reload-on-next-navigation';

/** 'ask': a first visit; 'settings': reopened by "Cookie settings", the choices open; 'closed': nothing. */
type View = 'closed' | 'ask' | 'settings';

/** One banner on the page, in a root of its own: fixed ids, the same on the server and in the browser. */
const TITLE_ID = 'ama-consent-title';
/** The banner root's useId prefix, on both sides (it uses no useId today; a root of its own gets its own). */
export const CONSENT_ROOT_PREFIX = 'ama-consent-';

export interface ConsentBannerProps {
  /** The optional categories the shop uses (the page's settings); none → never asked on a visit. */
  optional: readonly ConsentCategory[];
  /** The server drew the banner (a visitor who has not chosen): it starts open, as the server drew it. */
  fromServer?: boolean;
  /** Where the form sends the visitor back when it is posted without JavaScript: this page. */
  returnTo: string;
  /** Told whether the banner is on screen (the newsletter popup waits while it is). */
  onOpenChange?: (open: boolean) => void;
}

/** The view to start in: the server's banner as drawn; otherwise open only if something optional is unanswered. */
export function initialView({ optional, fromServer }: Pick<ConsentBannerProps, 'optional' | 'fromServer'>): View {
  if (fromServer) return 'ask';
  return optional.length > 0 && readConsent() === null ? 'ask' : 'closed';
}

/**
 * The cookie consent banner (docs/consent.md). On a first visit the server sends it in the page (shell
 * server entry, per response after the page cache), and the browser hydrates that same markup; it is
 * also reopened by "Cookie settings" (footer, cookie policy page). A compact, non-modal region at the
 * bottom: accept all, reject all, or choose per category in a disclosure. It is a real form: posted
 * before the JavaScript arrives, the BFF stores the choice and sends the visitor back to this page;
 * once hydrated, the buttons store it in the browser and the banner goes without a reload.
 */
export function ConsentBanner({ optional, fromServer = false, returnTo, onOpenChange }: ConsentBannerProps) {
  const { t } = useTranslation('shell');
  const [view, setView] = useState<View>(() => initialView({ optional, fromServer }));
  /** The answer the reopened choices start from, and a new form (its defaults) each time it reopens. */
  const [current, setCurrent] = useState<{ choices: ConsentChoices; opened: number }>({ choices: { analytics: false }, opened: 0 });
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
      setCurrent(({ opened }) => ({ choices: readConsent() ?? { analytics: false }, opened: opened + 1 }));
      setView('settings');
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
  }, [view, current, onOpenChange]);

  const close = useCallback(() => {
    setView('closed');
    if (reopened.current) opener.current?.focus();
    reopened.current = false;
  }, []);

  const save = useCallback(
    (choices: ConsentChoices) => {
      writeConsent(choices);
      // The tag is the server's, per page: a choice this page does not reflect holds from the next page on.
      cancelReload.current?.();
      cancelReload.current = choices.analytics !== pageHasAnalyticsTag() ? reloadOnNextNavigation() : undefined;
      close();
    },
    [close],
  );

  if (view === 'closed') return null;

  /** A submit button answered in the page: the same choices the BFF would read from the posted form. */
  const answer = (choice: ConsentFormChoice) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const form = event.currentTarget.form;
    save(choicesFromForm(choice, (category) => (form?.elements.namedItem(category) as HTMLInputElement | null)?.checked === true));
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    // Escape closes settings the shopper reopened (their earlier choice stands); a first visit needs a choice.
    if (event.key === 'Escape' && (readConsent() !== null || optional.length === 0)) close();
  };
  const policyLink = <LocaleLink to="/cookie-policy">{t('consent.policyLink')}</LocaleLink>;
  const necessary = (
    <>
      <strong>{t('consent.necessary.label')}</strong> {t('consent.necessary.description')}
    </>
  );

  return (
    <section ref={region} className="ama-consent" role="region" aria-labelledby={TITLE_ID} tabIndex={-1} onKeyDown={onKeyDown}>
      <h2 id={TITLE_ID} className="ama-consent__title">
        {t('consent.title')}
      </h2>
      {optional.length === 0 ? (
        // Nothing optional to choose (no analytics id): "Cookie settings" says so, and closes.
        <>
          <p className="ama-consent__text">
            {necessary} {policyLink}
          </p>
          <div className="ama-consent__actions">
            <Button type="button" size="s" onClick={close}>
              {t('consent.close')}
            </Button>
          </div>
        </>
      ) : (
        <form key={current.opened} className="ama-consent__form" method="post" action={CONSENT.form.action}>
          {/* The page's own address; the server wrote it for this response, the browser reads the same. */}
          <input type="hidden" name={CONSENT.form.back} value={returnTo} suppressHydrationWarning />
          <p className="ama-consent__text">
            {t('consent.short')} {policyLink}
          </p>
          <div className="ama-consent__actions">
            <Button type="submit" size="s" name={CONSENT.form.choice} value="reject" onClick={answer('reject')}>
              {t('consent.rejectAll')}
            </Button>
            <Button type="submit" size="s" name={CONSENT.form.choice} value="accept" onClick={answer('accept')}>
              {t('consent.acceptAll')}
            </Button>
            {/* A disclosure: opens without JavaScript too, so the shopper may have opened it before hydration. */}
            <details className="ama-consent__details" open={view === 'settings' || undefined} suppressHydrationWarning>
              <summary className={buttonClassName({ size: 's', theme: 'white', className: 'ama-consent__choose' })}>{t('consent.choose')}</summary>
              <fieldset className="ama-consent__choices">
                <legend className="ama-consent__legend">{t('consent.chooseLegend')}</legend>
                <label className="ama-consent__choice">
                  <input type="checkbox" checked disabled />
                  <span>{necessary}</span>
                </label>
                {optional.includes('analytics') && (
                  <label className="ama-consent__choice">
                    <input type="checkbox" name="analytics" value="1" defaultChecked={current.choices.analytics} />
                    <span>
                      <strong>{t('consent.analytics.label')}</strong> {t('consent.analytics.description')}
                    </span>
                  </label>
                )}
              </fieldset>
              <Button type="submit" size="s" name={CONSENT.form.choice} value="save" onClick={answer('save')}>
                {t('consent.save')}
              </Button>
            </details>
          </div>
        </form>
      )}
    </section>
  );
}
