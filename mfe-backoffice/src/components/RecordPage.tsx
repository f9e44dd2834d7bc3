import type { ReactNode } from 'react';
import { LocaleLink } from '@ama/platform';
import { StaffGate } from '../session/StaffGate';

interface RecordPageProps {
  /** The page's heading (its h1) once signed in. */
  title: string;
  /** The way back to the list the record is one of: its path and its link's text. */
  back: { to: string; label: string };
  /** The record, for the signed-in account. */
  children: ReactNode;
}

/** One record's page (an order, an event, a code, a member): the way back to its list, then the record. */
export function RecordPage({ title, back, children }: RecordPageProps) {
  return (
    <StaffGate title={title}>
      {() => (
        <>
          <p className="ama-staff__back">
            <LocaleLink to={back.to}>{back.label}</LocaleLink>
          </p>
          {children}
        </>
      )}
    </StaffGate>
  );
}
