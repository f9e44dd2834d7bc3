import type { StaffWarrantyRenewalResponse } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import patterns from '../../route-patterns.json';
import { useStaffWarrantyRenewalQuery } from '../../api';
import { RecordPage } from '../../components/RecordPage';
import { RecordRead } from '../../components/RecordRead';
import { RecordWithHistory } from '../../components/RecordWithHistory';
import { isRenewalId } from './renewal-filters';
import { RenewalFacts } from './RenewalFacts';
import type { RenewalStepValues } from './renewal-step-fields';
import { RenewalStepForm } from './RenewalStepForm';

/** /staff/renewals/{id} (an island, backoffice/renewal): one warranty renewal and its next step, for every member of staff (the API knows renewals by a UUID). */
export function WarrantyRenewalContent({ id }: { id: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <RecordPage title={t('warrantyRenewals.pages.record.title')} back={{ to: patterns.staffRenewals, label: t('warrantyRenewals.back') }}>
      <RecordRead<StaffWarrantyRenewalResponse> id={id} isKey={isRenewalId} useRecord={useStaffWarrantyRenewalQuery} messages="warrantyRenewals">
        {({ renewal }, busy) => <RenewalDetails renewal={renewal} busy={busy} />}
      </RecordRead>
    </RecordPage>
  );
}

/** The renewal and its history, then its next step, or that none is left. */
function RenewalDetails({ renewal, busy }: { renewal: StaffWarrantyRenewalResponse['renewal']; busy: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <RecordWithHistory
      messages="warrantyRenewals"
      className="ama-staff-renewal"
      busy={busy}
      facts={<RenewalFacts renewal={renewal} />}
      history={renewal.history}
      customer="customer"
    >
      {(onDone) =>
        renewal.next ? (
          <RenewalStepForm key={renewal.status} renewal={renewal} next={renewal.next as RenewalStepValues['status']} onDone={onDone} />
        ) : (
          <p className="ama-staff__note">{t('warrantyRenewals.next.done')}</p>
        )
      }
    </RecordWithHistory>
  );
}
