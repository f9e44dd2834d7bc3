import type { CustomDesign } from '@ama/contracts';
import { formatPrice, useLocale, useTranslation } from '@ama/platform';
import { Fact } from '../../components/Fact';
import { formatDateTime, languageName } from '../../components/format';
import { DesignStatus } from './DesignStatus';

interface DesignFactsProps {
  design: CustomDesign;
  /**
   * request: what the customer asked (the piece, their description as written, the budget), the status,
   * and what the shop wrote and did so far (its latest proposal, the order of the piece made, the closing
   * note); customer: who asked, how to reach them and the language of their e-mails; fee: how much, on
   * which card, and where it stands (held, released, charged).
   */
  part: 'request' | 'customer' | 'fee';
}

/** A part of a design's facts, as terms and their values. */
export function DesignFacts({ design, part }: DesignFactsProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const when = (value: string) => formatDateTime(value, locale);
  const written = (text: string) => <span className="ama-staff-design__written">{text}</span>;
  const facts = {
    request: (
      <>
        <Fact term={t('customDesigns.facts.status')}>
          <DesignStatus status={design.status} />
        </Fact>
        <Fact term={t('customDesigns.facts.piece')}>{t(`customDesigns.pieces.${design.pieceKind}`)}</Fact>
        <Fact term={t('customDesigns.facts.description')}>{written(design.description)}</Fact>
        <Fact term={t('customDesigns.facts.budget')}>{formatPrice(design.budgetEuros * 100, locale)}</Fact>
        <Fact term={t('customDesigns.facts.requestedAt')}>{when(design.requestedAt)}</Fact>
        {design.proposal && <Fact term={t('customDesigns.facts.proposal')}>{written(design.proposal)}</Fact>}
        {design.proposedAt && <Fact term={t('customDesigns.facts.proposedAt')}>{when(design.proposedAt)}</Fact>}
        {design.orderNumber && <Fact term={t('customDesigns.facts.orderNumber')}>{design.orderNumber}</Fact>}
        {design.closingNote && <Fact term={t('customDesigns.facts.closingNote')}>{written(design.closingNote)}</Fact>}
        {design.closedAt && <Fact term={t('customDesigns.facts.closedAt')}>{when(design.closedAt)}</Fact>}
      </>
    ),
    customer: (
      <>
        <Fact term={t('customDesigns.customer.name')}>{design.name}</Fact>
        <Fact term={t('customDesigns.customer.email')}>
          <a href={`mailto:${design.email}`}>{design.email}</a>
        </Fact>
        {design.phone && (
          <Fact term={t('customDesigns.customer.phone')}>
            <a href={`tel:${design.phone}`}>{design.phone}</a>
          </Fact>
        )}
        <Fact term={t('customDesigns.customer.language')}>{languageName(design.locale, locale)}</Fact>
      </>
    ),
    fee: (
      <>
        <Fact term={t('customDesigns.fee.amount')}>{formatPrice(design.feeCents, locale)}</Fact>
        <Fact term={t('customDesigns.fee.card')}>{t('customDesigns.fee.cardValue', { brand: design.card.brand.toUpperCase(), last4: design.card.last4 })}</Fact>
        <Fact term={t('customDesigns.fee.state')}>{t(`customDesigns.fee.explain.${design.fee}`)}</Fact>
      </>
    ),
  };
  return <dl className="ama-staff-facts">{facts[part]}</dl>;
}
