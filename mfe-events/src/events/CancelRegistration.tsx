import { useEffect, useRef } from 'react';
import { EVENT_CANCEL_TOKEN_PATTERN } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useCancelEventRegistrationMutation } from './events-api';
import { EventWhen } from './EventWhen';

/**
 * Where the e-mail's cancellation link lands (/events/booking?cancel=<token>). Opening the link changes
 * nothing (mail scanners open links too): the guest confirms with the button, and the page says what
 * happened. Cancelling again is harmless and says so.
 */
export function CancelRegistration({ token }: { token: string }) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [cancel, { data, error, isLoading }] = useCancelEventRegistrationMutation();
  const wellFormed = EVENT_CANCEL_TOKEN_PATTERN.test(token);
  const status = (error as { status?: unknown } | undefined)?.status;
  const invalid = !wellFormed || status === 404 || status === 400;

  useEffect(() => {
    if (data || error) outcomeRef.current?.focus();
  }, [data, error]);

  return (
    <section className="ama-event-outcome" aria-labelledby="ama-event-cancel-title">
      <h2 id="ama-event-cancel-title">{t('events.cancel.title')}</h2>
      {data ? (
        <>
          <p ref={outcomeRef} tabIndex={-1} role="status">
            {t(data.cancellation.alreadyCancelled ? 'events.cancel.already' : 'events.cancel.done', { title: data.cancellation.event.title })}
          </p>
          <p>
            <EventWhen event={{ startsAt: data.cancellation.event.startsAt }} />
          </p>
          <LocaleLink to="/events">{t('events.backToEvents')}</LocaleLink>
        </>
      ) : invalid ? (
        <>
          <p ref={outcomeRef} tabIndex={-1} role="alert">
            {t('events.cancel.invalid')}
          </p>
          <LocaleLink to="/events">{t('events.backToEvents')}</LocaleLink>
        </>
      ) : (
        <>
          <p>{t('events.cancel.prompt')}</p>
          {error && (
            <p ref={outcomeRef} tabIndex={-1} className="ama-event-form__problem" role="alert">
              {t('events.cancel.failed')}
            </p>
          )}
          <Button theme="dark" loading={isLoading} loadingLabel={t('events.cancel.cancelling')} onClick={() => void cancel({ token, locale })}>
            {t('events.cancel.confirm')}
          </Button>
        </>
      )}
    </section>
  );
}
