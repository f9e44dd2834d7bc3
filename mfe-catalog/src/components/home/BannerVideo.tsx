import { useRef, useState } from 'react';
import { preload } from 'react-dom';
import { IconButton, icons } from '@ama/shared-ui';
import posterUrl from '../../assets/home-banner-poster.webp';
import webmUrl from '../../assets/home-banner.webm';
import mp4Url from '../../assets/home-banner.mp4';
import { usePageLoaded } from './use-page-loaded';
import { useAutoplayAllowed } from './use-autoplay-allowed';
import { useTranslation } from '@ama/platform';

/**
 * The banner's clip: a gold band swaying on a dark ground (made by ../../assets/make-home-banner.mjs).
 * It is decoration, hidden from assistive technology: the banner's heading and text carry the meaning.
 *
 * Server rendering: a hydrated attribute is never corrected, so the server's HTML and the browser must
 * name the same files. Hence:
 * - the poster, which must be in the first HTML (it is the largest paint), is a ~6 KB picture at the root
 *   path every build names its pictures with (`/images/<name>.<hash>.webp`, rspack.base.js), the same
 *   string on both sides, cached for a year;
 * - the <source>s exist only in the browser, once the page has loaded: their URLs are the browser build's
 *   (a remote's server build has the public path '' and its browser build 'auto'), right wherever the
 *   remote is deployed, and the clip's download never competes with the page's own.
 */
export function BannerVideo() {
  const { t } = useTranslation('catalog');
  // The poster is the home page's largest paint: asked for first thing, ahead of every other picture.
  preload(posterUrl, { as: 'image', fetchPriority: 'high' });
  const pageLoaded = usePageLoaded();
  const autoplay = useAutoplayAllowed() && pageLoaded;
  const video = useRef<HTMLVideoElement>(null);
  // What the video element last said (play/pause events); until it says anything, what autoplay will do.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const isPlaying = playing ?? autoplay;

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div className="ama-home-banner__media">
      <video
        ref={video}
        className="ama-home-banner__video"
        poster={posterUrl}
        muted
        loop
        playsInline
        autoPlay={autoplay}
        // Nothing is fetched until it plays: on its own after the page loaded, or when the shopper asks.
        preload="none"
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {pageLoaded && <source src={webmUrl} type="video/webm" />}
        {pageLoaded && <source src={mp4Url} type="video/mp4" />}
        {t('home.banner.videoFallback')}
      </video>
      {/* Moving content that plays on its own can be paused (WCAG 2.2.2); without JavaScript nothing moves. */}
      {pageLoaded && (
        <IconButton className="ama-home-banner__motion" label={isPlaying ? t('home.banner.pause') : t('home.banner.play')} onClick={toggle}>
          {isPlaying ? <icons.Pause aria-hidden size={20} /> : <icons.Play aria-hidden size={20} />}
        </IconButton>
      )}
    </div>
  );
}
