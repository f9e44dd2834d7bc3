import { useState } from 'react';
import type { AppointmentCancelResponse } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useCancelAppointmentMutation } from '../api';
import { STANDALONE_LINK_CLASS } from '../area-style';
import { AppointmentSummary } from './AppointmentSummary';

/**
 * The e-mail's cancellation link lands here (`?cancel=<token>`). Opening it changes nothing (a mail
 * scanner may open links): the shopper confirms with a button, which POSTs the token.
 */
export function CancelAppointment({ token }: { token: string }) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const [cancel, { isLoading }] = useCancelAppointmentMutation();
  const [result, setResult] = useState<AppointmentCancelResponse>();
  const [problem, setProblem] = useState<'not_found' | 'unavailable'>();

  const onCancel = async () => {
    setProblem(undefined);
    try {
      setResult(await cancel({ locale, token }).unwrap());
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      setProblem(status === 404 || status === 400 ? 'not_found' : 'unavailable');
    }
  };

  if (result) {
    return (
      <section className="ama-appointments__done" aria-labelledby="ama-cancelled-title">
        <h2 id="ama-cancelled-title" tabIndex={-1} ref={(element) => element?.focus()}>
          {t(result.alreadyCancelled ? 'appointments.cancel.already' : 'appointments.cancel.done')}
        </h2>
        <AppointmentSummary appointment={result.appointment} />
        <LocaleLink className={STANDALONE_LINK_CLASS} to="/book-an-appointment">
          {t('appointments.cancel.bookAnother')}
        </LocaleLink>
      </section>
    );
  }
  return (
    <section className="ama-appointments__done" aria-labelledby="ama-cancel-title">
      <h2 id="ama-cancel-title">{t('appointments.cancel.title')}</h2>
      <p>{t('appointments.cancel.text')}</p>
      {problem && (
        <p className="ama-appointments__problem" role="alert">
          {t(`appointments.cancel.${problem}`)}
        </p>
      )}
      <div className="ama-appointments__actions">
        <Button type="button" theme="dark" loading={isLoading} loadingLabel={t('appointments.cancel.sending')} onClick={() => void onCancel()}>
          {t('appointments.cancel.confirm')}
        </Button>
        <LocaleLink className={STANDALONE_LINK_CLASS} to="/book-an-appointment">
          {t('appointments.cancel.keep')}
        </LocaleLink>
      </div>
    </section>
  );
}
