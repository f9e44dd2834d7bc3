import { usePageHead, useTranslation } from '@ama/platform';
import { CollectionGrid } from '../components/CollectionGrid';
import { HomeBanner } from '../components/home/HomeBanner';
import { HomeStories } from '../components/home/HomeStories';
import { ValentineSection } from '../components/home/ValentineSection';
import { AriaSection } from '../components/home/AriaSection';

/**
 * Home (docs/requirements.md#catalogue), in this order: the banner with its clip, the collections, the stories behind the
 * pieces (zero mining, sustainability, about us), Valentine's Day and the Aria collection; each section
 * leads to its page.
 */
export function HomePage() {
  const { t } = useTranslation('catalog');
  const title = t('pages.home.title');
  const intro = t('pages.home.intro');
  usePageHead({ title, description: intro });
  return (
    <div className="ama-home">
      <HomeBanner title={title} intro={intro} />
      <CollectionGrid />
      <HomeStories />
      <ValentineSection />
      <AriaSection />
    </div>
  );
}
