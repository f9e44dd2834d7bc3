import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@ama/shared-ui';
import { QueryLink } from '../components/QueryLink';
import { calendarDay } from '../components/calendar-day';
import { daySearch, shiftDay } from './appointment-day';
import { useTranslation } from '@ama/platform';

interface DayPickerProps {
  /** The day shown (YYYY-MM-DD, Italian time). */
  day: string;
  /** Today in Italy: a link back to it when another day is shown. */
  today: string;
  /** Shows another day (written to the URL). */
  onShow: (day: string) => void;
}

/**
 * A day chosen with the date field and "Show the day", or one step at a time with the previous and next
 * days' links (real links: a new tab, a copied address). The host re-keys it by the day shown, so Back
 * shows the day of the list it shows.
 */
export function DayPicker({ day, today, onShow }: DayPickerProps) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState(day);
  const [problem, setProblem] = useState<string>();

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = calendarDay(draft);
    if (!chosen) {
      setProblem(t('appointments.day.invalid'));
      event.currentTarget.querySelector<HTMLInputElement>('[name="date"]')?.focus();
      return;
    }
    onShow(chosen);
  };

  return (
    <div className="ama-staff-appointments__day-picker">
      <form className="ama-staff-filters ama-staff-appointments__day-form" role="search" aria-label={t('appointments.day.label')} noValidate onSubmit={show}>
        <TextField
          name="date"
          type="date"
          label={t('appointments.day.date')}
          required
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          error={problem}
        />
        <div className="ama-staff-filters__actions">
          <Button type="submit" theme="dark" size="s">
            {t('appointments.day.show')}
          </Button>
        </div>
      </form>
      <nav className="ama-staff-paging ama-staff-appointments__days" aria-label={t('appointments.day.steps')}>
        <QueryLink search={daySearch(shiftDay(day, -1))}>{t('appointments.day.previous')}</QueryLink>
        {day !== today && <QueryLink search={daySearch(today)}>{t('appointments.day.today')}</QueryLink>}
        <QueryLink search={daySearch(shiftDay(day, 1))}>{t('appointments.day.next')}</QueryLink>
      </nav>
    </div>
  );
}
