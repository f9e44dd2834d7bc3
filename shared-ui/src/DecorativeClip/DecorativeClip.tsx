import { useEffect, useRef } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { Pause, Play } from '../icons';
import { CLIP_ATTRIBUTE, CLIP_TOGGLE_ATTRIBUTE, PLAYING_ATTRIBUTE, startDecorativeClip } from './decorative-clip';
import './DecorativeClip.css';

export interface DecorativeClipProps {
  /** The still shown until the clip plays, and instead of it when it cannot: at a path the server and the browser both name. */
  poster: string;
  /** The clip's files, best first, at paths the server and the browser both name (a remote's root-path assets). */
  sources: ReadonlyArray<{ src: string; type: string }>;
  /** What a browser without video shows in its place (translated). */
  fallback: string;
  /** The button's name while the clip is paused, and while it plays (translated). */
  playLabel: string;
  pauseLabel: string;
  className?: string;
  videoClassName?: string;
  buttonClassName?: string;
}

/**
 * A muted, looping clip that is decoration (hidden from assistive technology: the text beside it carries
 * the meaning), with a button to pause it (WCAG 2.2.2). The markup works with no code on the page: the
 * server's HTML shows the poster and fetches nothing (preload="none"), the button hidden. Its behaviour
 * is plain code (decorative-clip.ts): the shell's entry starts a server-rendered clip once the page has
 * loaded, so a page to read plays it without React; a client render starts it from this effect.
 */
export function DecorativeClip({ poster, sources, fallback, playLabel, pauseLabel, className, videoClassName, buttonClassName }: DecorativeClipProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? startDecorativeClip(root.current) : undefined), []);
  return (
    <div ref={root} className={className ? `ama-clip ${className}` : 'ama-clip'} {...{ [CLIP_ATTRIBUTE]: '' }}>
      <video className={videoClassName} poster={poster} muted loop playsInline preload="none" aria-hidden="true">
        {sources.map((source) => (
          <source key={source.type} src={source.src} type={source.type} />
        ))}
        {fallback}
      </video>
      <IconButton
        className={buttonClassName}
        label={playLabel}
        data-label-play={playLabel}
        data-label-pause={pauseLabel}
        hidden
        {...{ [CLIP_TOGGLE_ATTRIBUTE]: '', [PLAYING_ATTRIBUTE]: 'false' }}
      >
        <Pause aria-hidden size={20} className="ama-clip__pause" />
        <Play aria-hidden size={20} className="ama-clip__play" />
      </IconButton>
    </div>
  );
}
