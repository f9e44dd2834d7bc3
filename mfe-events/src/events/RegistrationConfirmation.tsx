import { useEffect, useRef } from 'react';
import type { EventDetail, EventRegistrationResponse } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useCancelEventRegistrationMutation } from './events-api';
import { EventWhen } from './EventWhen';

/**
 * The confirmation screen (docs/requirements.md#events): what was booked, where the e-mail went, and
 * a button that cancels at once (the e-mail's link does the same). It exists in the browser only: the
 * registration's answer is never part of a server-rendered page.
 */
export function RegistrationConfirmation({ event, registration }: { event: EventDetail; registration: EventRegistrationResponse['registration'] }) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cancel, { data: cancelled, isLoading, isError }] = useCancelEventRegistrationMutation();
  const attending = registration.presence === 'yes';

  // The screen replaced the form: the focus follows, so screen readers hear the outcome.
  useEffect(() => headingRef.current?.focus(), [cancelled]);

  if (cancelled) {
    return (
      <section className="ama-event-outcome" aria-labelledby="ama-event-outcome-title">
        <h2 id="ama-event-outcome-title" ref={headingRef} tabIndex={-1}>
          {t('events.cancel.doneTitle')}
        </h2>
        <p role="status">{t(cancelled.cancellation.alreadyCancelled ? 'events.cancel.already' : 'events.cancel.done', { title: cancelled.cancellation.event.title })}</p>
        <LocaleLink to="/events">{t('events.backToEvents')}</LocaleLink>
      </section>
    );
  }

  return (
    <section className="ama-event-outcome" aria-labelledby="ama-event-outcome-title">
      <h2 id="ama-event-outcome-title" ref={headingRef} tabIndex={-1}>
        {t(attending ? 'events.confirmation.title' : 'events.confirmation.declinedTitle')}
      </h2>
      <p role="status">
        {attending
          ? t('events.confirmation.text', { name: registration.firstName, title: event.title, count: registration.seats })
          : t('events.confirmation.declinedText', { name: registration.firstName, title: event.title })}
      </p>
      <dl className="ama-event-facts">
        <dt>{t('events.whenLabel')}</dt>
        <dd>
          <EventWhen event={event} />
        </dd>
        <dt>{t('events.whereLabel')}</dt>
        <dd>
          {event.venueName}, {event.address}
        </dd>
        {registration.companions.length > 0 && (
          <>
            <dt>{t('events.confirmation.companions')}</dt>
            <dd>{registration.companions.join(', ')}</dd>
          </>
        )}
      </dl>
      <p>{t('events.confirmation.mail', { email: registration.email })}</p>
      {isError && (
        <p className="ama-event-form__problem" role="alert">
          {t('events.cancel.failed')}
        </p>
      )}
      <Button theme="white" loading={isLoading} loadingLabel={t('events.cancel.cancelling')} onClick={() => void cancel({ token: registration.cancelToken, locale })}>
        {t('events.confirmation.cancel')}
      </Button>
    </section>
  );
}
