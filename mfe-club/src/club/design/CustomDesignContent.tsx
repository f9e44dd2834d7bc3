import { useState } from 'react';
import { CUSTOM_DESIGN_TOKEN_PARAM, type CustomDesignCreated } from '@ama/contracts';
import { useAppDispatch, useLocale, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { PageIntro } from '@ama/shared-ui';
import { clubApi } from '../../api';
import { useClubFigures } from '../figures';
import { DesignRequestForm } from './DesignRequestForm';
import { DesignStatus } from './DesignStatus';

/**
 * The custom design page's whole content (an island, club/custom-design): without a token the service
 * and the request form (public, indexed); with the token of the link the e-mails carry, the request as
 * it stands (personal, never indexed). A request sent here shows its page at once, the token put into
 * the address (replacing it, so Back does not return to a filled form and a reload keeps the page).
 */
export function CustomDesignContent() {
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const token = params.get(CUSTOM_DESIGN_TOKEN_PARAM) ?? '';
  const [thanksTo, setThanksTo] = useState<string>();

  const requested = ({ design, token: created }: CustomDesignCreated) => {
    // The answer is the request as it stands: its page shows it without asking again.
    dispatch(clubApi.util.upsertQueryData('customDesign', { token: created, locale }, design));
    setThanksTo(design.email);
    setParams({ [CUSTOM_DESIGN_TOKEN_PARAM]: created }, { replace: true });
  };

  if (token) return <DesignStatus key={token} token={token} thanksTo={thanksTo} />;
  return <DesignRequest onRequested={requested} />;
}

/** The service in the shop's words (made to order in Valenza, the fee held, then released or charged), then the form. */
function DesignRequest({ onRequested }: { onRequested: (created: CustomDesignCreated) => void }) {
  const { t } = useTranslation('club');
  const { designFee: fee } = useClubFigures();
  const title = t('pages.customDesign.title');
  const intro = t('pages.customDesign.intro');
  usePageHead({ title, description: intro });
  return (
    <div className="ama-club ama-club--narrow">
      <PageIntro title={title} intro={intro} />
      <section className="ama-club__section" aria-labelledby="ama-club-design-how">
        <h2 id="ama-club-design-how" className="ama-club__section-title">
          {t('customDesign.intro.howTitle')}
        </h2>
        <ol className="ama-club-design__steps">
          <li>{t('customDesign.intro.steps.describe')}</li>
          <li>{t('customDesign.intro.steps.propose')}</li>
          <li>{t('customDesign.intro.steps.make')}</li>
        </ol>
      </section>
      <section className="ama-club__section" aria-labelledby="ama-club-design-fee">
        <h2 id="ama-club-design-fee" className="ama-club__section-title">
          {t('customDesign.intro.feeTitle')}
        </h2>
        <p>{t('customDesign.intro.feeHeld', { fee })}</p>
        <p>{t('customDesign.intro.feeReleased', { fee })}</p>
        <p>{t('customDesign.intro.feeCharged')}</p>
        <p className="ama-club-design__note">{t('customDesign.intro.noReturn')}</p>
      </section>
      <DesignRequestForm onRequested={onRequested} />
    </div>
  );
}
