import { useLocale, usePageHead, useRemote, useTranslation } from '@ama/platform';
import { PageIntro } from '@ama/shared-ui';
import { RingSizeToolIsland } from '../islands';
import { RING_SIZE_TABLE } from '../guides/ring-size/ring-size-table';
import '../guides/ring-size/ring-size.css';

const STRING_STEPS = ['1', '2', '3', '4'] as const;
const RING_STEPS = ['1', '2', '3'] as const;
const TIPS = ['evening', 'knuckle', 'wide', 'between', 'twice'] as const;

/** /guides/ring-size: how to measure (string or paper, an existing ring), the tool, the full table. */
export function RingSizePage() {
  const { t } = useTranslation(useRemote().namespace);
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const title = t('pages.guideRingSize.title');
  const intro = t('pages.guideRingSize.intro');
  usePageHead({ title, description: intro });

  return (
    <div className="ama-ring-size-page">
      <PageIntro title={title} intro={intro} />

      <section aria-labelledby="ama-ring-size-how">
        <h2 id="ama-ring-size-how">{t('ringSize.how.title')}</h2>
        <h3>{t('ringSize.how.string.title')}</h3>
        <ol>
          {STRING_STEPS.map((step) => (
            <li key={step}>{t(`ringSize.how.string.steps.${step}`)}</li>
          ))}
        </ol>
        <h3>{t('ringSize.how.ring.title')}</h3>
        <ol>
          {RING_STEPS.map((step) => (
            <li key={step}>{t(`ringSize.how.ring.steps.${step}`)}</li>
          ))}
        </ol>
      </section>

      <RingSizeToolIsland />

      <section aria-labelledby="ama-ring-size-tips">
        <h2 id="ama-ring-size-tips">{t('ringSize.tips.title')}</h2>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{t(`ringSize.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ama-ring-size-table">
        <h2 id="ama-ring-size-table">{t('ringSize.table.title')}</h2>
        <p>{t('ringSize.table.source')}</p>
        {/* Scrolls sideways on its own when the phone is narrower than the table: focusable, so a keyboard scrolls it too. */}
        <div className="ama-ring-size-table-wrap" tabIndex={0} role="group" aria-labelledby="ama-ring-size-table">
          <table className="ama-ring-size-table">
            <thead>
              <tr>
                <th scope="col">{t('ringSize.tool.scales.it')}</th>
                <th scope="col">{t('ringSize.table.circumference')}</th>
                <th scope="col">{t('ringSize.table.diameter')}</th>
                <th scope="col">{t('ringSize.tool.scales.us')}</th>
                <th scope="col">{t('ringSize.tool.scales.uk')}</th>
              </tr>
            </thead>
            <tbody>
              {RING_SIZE_TABLE.map((row) => (
                <tr key={row.it}>
                  <th scope="row">{row.it}</th>
                  <td>{number.format(row.circumferenceMm)}</td>
                  <td>{number.format(row.diameterMm)}</td>
                  <td>{number.format(row.us)}</td>
                  <td>{row.uk}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
