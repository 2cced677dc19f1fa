import { useEffect, useState } from 'react';
import type { ReportMedia } from '../api/reports-api';
import { PhotoViewer } from './photo-viewer';

/**
 * 001 section 9: "Photo autoplay is 3 s and carousel interval 4 s". Our reading: the carousel starts
 * turning by itself 3 s after it is shown (or after the visitor's last interaction with it:
 * previous, next, leaving it with the pointer or the focus), then turns one photo every 4 s.
 */
export const PHOTO_AUTOPLAY_DELAY_MS = 3000;
export const PHOTO_CAROUSEL_INTERVAL_MS = 4000;

/** The photo `step` places from `index` among `count`, wrapping around at both ends (001 section 4). */
export const wrapPhotoIndex = (index: number, step: number, count: number): number =>
  count <= 0 ? 0 : (((index + step) % count) + count) % count;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A listing's photos (001 sections 2 and 4): one photo at a time with previous/next buttons and
 * "n of m", wrapping around in both directions. It autoplays (see {@link PHOTO_AUTOPLAY_DELAY_MS})
 * unless reduced motion is preferred, pauses while the pointer or the focus is on it, and has a
 * pause/play button (WCAG 2.2.2). A click on the photo opens the fullscreen viewer.
 */
export const PhotoCarousel = ({ photos, label }: { photos: readonly ReportMedia[]; label: string }) => {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [viewing, setViewing] = useState(false);
  // Bumped on every interaction so the 3 s start delay runs again from there.
  const [touch, setTouch] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const count = photos.length;
  const playing = count > 1 && !stopped && !hovered && !focused && !viewing;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `touch` restarts the 3 s delay after each interaction.
  useEffect(() => {
    if (!playing) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setIndex((i) => wrapPhotoIndex(i, 1, count));
      interval = setInterval(() => setIndex((i) => wrapPhotoIndex(i, 1, count)), PHOTO_CAROUSEL_INTERVAL_MS);
    }, PHOTO_AUTOPLAY_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [playing, count, touch]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => mq.matches && setStopped(true);
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, []);

  if (count === 0) return null;
  const current = photos[Math.min(index, count - 1)]!;
  const go = (step: number) => {
    setIndex((i) => wrapPhotoIndex(i, step, count));
    setTouch((t) => t + 1);
  };
  const alt = current.caption ?? `Photo ${index + 1} of ${count}, ${label}`;

  return (
    <section
      className="rep-carousel"
      aria-roledescription="carousel"
      aria-label={`Photos of ${label}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setTouch((t) => t + 1);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        setFocused(false);
        setTouch((t) => t + 1);
      }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset */}
      <div
        className="rep-carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={playing ? 'off' : 'polite'}
      >
        <button
          type="button"
          className="rep-carousel__open"
          onClick={() => setViewing(true)}
          // The name starts with the visible text when the photo failed (WCAG 2.5.3 label in name).
          aria-label={`${failed.has(current.url) ? 'Photo unavailable: view' : 'View'} photo ${index + 1} of ${count} full screen`}
        >
          {failed.has(current.url) ? (
            <span className="rep-carousel__missing">Photo unavailable</span>
          ) : (
            <img
              src={current.url}
              alt={alt}
              loading="lazy"
              onError={() => setFailed((f) => new Set(f).add(current.url))}
            />
          )}
        </button>
        {current.caption && <p className="rep-carousel__caption">{current.caption}</p>}
      </div>
      {count > 1 && (
        <div className="rep-carousel__controls">
          <button type="button" className="rep-carousel__btn" onClick={() => go(-1)} aria-label="Previous photo">
            <span aria-hidden="true">‹</span>
          </button>
          <span className="rep-carousel__count">
            {index + 1} of {count}
          </span>
          <button type="button" className="rep-carousel__btn" onClick={() => go(1)} aria-label="Next photo">
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="rep-carousel__play"
            onClick={() => {
              setStopped((s) => !s);
              setTouch((t) => t + 1);
            }}
          >
            {stopped ? 'Play' : 'Pause'}
            <span className="tw-visually-hidden"> slideshow</span>
          </button>
        </div>
      )}
      {viewing && (
        <PhotoViewer
          photos={photos}
          index={index}
          label={label}
          onIndex={setIndex}
          onClose={() => {
            setViewing(false);
            setTouch((t) => t + 1);
          }}
        />
      )}
    </section>
  );
};
