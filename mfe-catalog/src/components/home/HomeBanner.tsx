import { LocaleLink, useTranslation } from '@ama/platform';
import { buttonClassName, PageIntro } from '@ama/shared-ui';
import { BannerVideo } from './BannerVideo';
import './banner.css';

/** The opening of the home page: the brand's promise, set over (wide screens) or under (phones) the clip. */
export function HomeBanner({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="ama-home-banner">
      <BannerVideo />
      <div className="ama-home-banner__content">
        <PageIntro title={title} intro={intro}>
          <LocaleLink className={buttonClassName({ theme: 'white', size: 'l' })} to="/results">
            {t('home.cta')}
          </LocaleLink>
        </PageIntro>
      </div>
    </div>
  );
}
