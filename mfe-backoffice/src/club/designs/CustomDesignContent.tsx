import type { StaffCustomDesignResponse } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import patterns from '../../route-patterns.json';
import { useStaffCustomDesignQuery } from '../../api';
import { ChangeHistory } from '../../components/ChangeHistory';
import { StaffRecord } from '../../components/RecordRead';
import { Section } from '../../components/Section';
import { RecordSteps } from '../../components/RecordSteps';
import { isMemberId } from '../club-member-filters';
import { DesignFacts } from './DesignFacts';
import { DesignNextStep } from './DesignNextStep';

/**
 * /staff/club/designs/{id} (an island, backoffice/custom-design): one custom design for a manager (the
 * API knows designs by a UUID): the request beside the customer, the fee and the history on a wide
 * screen (above each other on a phone), then its next steps.
 */
export const CustomDesignContent = ({ id }: { id: string }) => (
  <StaffRecord<StaffCustomDesignResponse> id={id} isKey={isMemberId} useRecord={useStaffCustomDesignQuery} messages="customDesigns" back={patterns.staffCustomDesigns}>
    {({ design }, busy) => (
      <RecordSteps messages="customDesigns" className="ama-staff-design" busy={busy} next={(onDone) => <DesignNextStep key={design.status} design={design} onDone={onDone} />}>
        <DesignPart part="request" design={design} busy={busy} />
        <div className="ama-staff-design__side">
          <DesignPart part="customer" design={design} />
          <DesignPart part="fee" design={design} busy={busy} />
          <DesignPart part="history" design={design} />
        </div>
      </RecordSteps>
    )}
  </StaffRecord>
);

/** The sections' titles, by part. */
const TITLES = { request: 'customDesigns.facts.title', customer: 'customDesigns.customer.title', fee: 'customDesigns.fee.title', history: 'customDesigns.history.title' };

/** A part of the design under its own heading: its facts (DesignFacts), or its history; `busy` while what it shows is read again. */
function DesignPart({ part, design, busy = false }: { part: keyof typeof TITLES; design: StaffCustomDesignResponse['design']; busy?: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <Section id={`ama-staff-design-${part}`} title={t(TITLES[part])} busy={busy}>
      {part === 'history' ? <ChangeHistory history={design.history} messages="customDesigns" customer="customer" /> : <DesignFacts design={design} part={part} />}
    </Section>
  );
}
