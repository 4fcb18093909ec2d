'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './video-poster.module.css';

type Props = {
  /** YouTube video id. */
  videoId: string;
  /** Accessible title of the player iframe. */
  title: string;
  /** Accessible name of the play button. */
  playLabel: string;
  /**
   * The poster image shown until the visitor presses play, rendered by the server (a FillImage
   * with this module's `.image` class), so next/image's client code stays out of the page.
   */
  poster: ReactNode;
  /** Optional visible badge, e.g. the running time. */
  duration?: string;
};

/**
 * Click-to-play video: nothing is requested from YouTube until the visitor presses play; then the
 * privacy-enhanced (youtube-nocookie) player replaces the poster and starts playing.
 */
export function VideoPoster({ videoId, title, playLabel, poster, duration }: Props) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // Keep keyboard focus on the player once the button it replaces is gone.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          ref={frameRef}
          className={styles.player}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
          {poster}
          <span className={styles.play} aria-hidden="true">
            <svg width="34" height="34" viewBox="0 0 24 24" focusable="false">
              <path
                d="M8 5.5v13a.8.8 0 0 0 1.2.7l10.4-6.5a.8.8 0 0 0 0-1.4L9.2 4.8A.8.8 0 0 0 8 5.5Z"
                fill="currentColor"
              />
            </svg>
          </span>
          <span className="visually-hidden">{playLabel}</span>
          {duration && (
            <span className={styles.duration} aria-hidden="true">
              {duration}
            </span>
          )}
        </button>
      )}
    </div>
  );
}
