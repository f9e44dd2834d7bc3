import { preload } from 'react-dom';
import { DecorativeClip } from '@ama/shared-ui';
import { useTranslation } from '@ama/platform';
import posterUrl from '../../assets/home-banner-poster.webp';
import webmUrl from '../../assets/home-banner.webm';
import mp4Url from '../../assets/home-banner.mp4';

const SOURCES = [
  { src: webmUrl, type: 'video/webm' },
  { src: mp4Url, type: 'video/mp4' },
];

/**
 * The banner's clip: a gold band swaying on a dark ground (made by ../../assets/make-home-banner.mjs),
 * decoration beside the banner's heading and text. Not an island: its play and pause are plain code
 * (shared-ui's DecorativeClip), so the home page is a page to read that evaluates no framework code
 * until the shopper needs it (docs/adr-012-load-on-need.md). The poster and the clip's files are at the
 * root path both builds name pictures and clips with (rspack.base.js), so the server's HTML names them.
 */
export function BannerVideo() {
  const { t } = useTranslation('catalog');
  // The poster is the home page's largest paint: asked for first thing, ahead of every other picture.
  preload(posterUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <DecorativeClip
      className="ama-home-banner__media"
      videoClassName="ama-home-banner__video"
      buttonClassName="ama-home-banner__motion"
      poster={posterUrl}
      sources={SOURCES}
      fallback={t('home.banner.videoFallback')}
      playLabel={t('home.banner.play')}
      pauseLabel={t('home.banner.pause')}
    />
  );
}
