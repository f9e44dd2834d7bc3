import { useId } from 'react';
import { DISCOUNT_BENEFITS, DISCOUNT_RULES, ELITE_BENEFITS, MEMBER_BENEFITS, type ClubRole } from './benefits';
import { useClubFigures } from './figures';
import { useTranslation } from '@ama/platform';

type HeadingLevel = 'h2' | 'h3';

function Group({ title, keys, Heading }: { title: string; keys: readonly string[]; Heading: HeadingLevel }) {
  const { t } = useTranslation('club');
  const figures = useClubFigures();
  const id = useId();
  return (
    <section className="ama-club__benefit-group" aria-labelledby={id}>
      <Heading id={id} className="ama-club__benefit-title">
        {title}
      </Heading>
      <ul className="ama-club__benefit-list">
        {keys.map((key) => (
          <li key={key}>{t(`club.benefits.${key}`, figures)}</li>
        ))}
      </ul>
    </section>
  );
}

/** What a role is entitled to: ELITE first shows what it adds, then everything a member has. */
export function BenefitList({ role, headingLevel = 'h3' }: { role: ClubRole; headingLevel?: HeadingLevel }) {
  const { t } = useTranslation('club');
  return (
    <div className="ama-club__benefits">
      {role === 'elite' && <Group title={t('club.benefitGroups.elite')} keys={ELITE_BENEFITS} Heading={headingLevel} />}
      <Group title={t('club.benefitGroups.member')} keys={MEMBER_BENEFITS} Heading={headingLevel} />
      <Group title={t('club.benefitGroups.discounts')} keys={[...DISCOUNT_BENEFITS, ...DISCOUNT_RULES]} Heading={headingLevel} />
    </div>
  );
}
