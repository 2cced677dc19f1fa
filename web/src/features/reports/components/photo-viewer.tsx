import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ReportMedia } from '../api/reports-api';
import { wrapPhotoIndex } from './photo-carousel';

/**
 * The fullscreen photo viewer (001 sections 2 and 4): a modal dialog with the photo large,
 * previous/next (wrapping around) and "n of m". It asks the browser for fullscreen (Fullscreen API)
 * when it can, else it fills the viewport. Escape closes it (when the browser ends fullscreen on
 * Escape itself, the viewer closes with it); the focus returns to what opened it.
 */
export const PhotoViewer = ({
  photos,
  index,
  label,
  onIndex,
  onClose,
}: {
  photos: readonly ReportMedia[];
  index: number;
  label: string;
  onIndex: (i: number) => void;
  onClose: () => void;
}) => {
  const box = useRef<HTMLDivElement>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const count = photos.length;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const el = box.current;
    closeBtn.current?.focus();
    let wentFullscreen = false;
    if (el && document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      el.requestFullscreen().then(
        () => {
          wentFullscreen = true;
        },
        () => undefined,
      );
    }
    const onFullscreenChange = () => {
      if (wentFullscreen && !document.fullscreenElement) close.current();
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      document.body.style.overflow = overflow;
      if (document.fullscreenElement && document.fullscreenElement === el) {
        document.exitFullscreen().catch(() => undefined);
      }
      opener?.focus?.();
    };
  }, []);

  const photo = photos[Math.min(index, count - 1)];
  if (!photo) return null;
  const go = (step: number) => onIndex(wrapPhotoIndex(index, step, count));

  return createPortal(
    <div
      ref={box}
      className="rep-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={`Photos of ${label}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        } else if (e.key === 'ArrowRight' && count > 1) {
          go(1);
        } else if (e.key === 'ArrowLeft' && count > 1) {
          go(-1);
        } else if (e.key === 'Tab') {
          // Keeps the focus inside the dialog.
          const items = [...(box.current?.querySelectorAll<HTMLElement>('button') ?? [])];
          const first = items[0];
          const last = items[items.length - 1];
          if (e.shiftKey && document.activeElement === first) {
            e.preventDefault();
            last?.focus();
          } else if (!e.shiftKey && document.activeElement === last) {
            e.preventDefault();
            first?.focus();
          }
        }
      }}
    >
      <div className="rep-viewer__bar">
        <span className="rep-viewer__count" aria-live="polite">
          {index + 1} of {count}
        </span>
        <button ref={closeBtn} type="button" className="rep-viewer__close" onClick={onClose}>
          Close
        </button>
      </div>
      <figure className="rep-viewer__figure">
        <img src={photo.url} alt={photo.caption ?? `Photo ${index + 1} of ${count}, ${label}`} />
        {photo.caption && <figcaption>{photo.caption}</figcaption>}
      </figure>
      {count > 1 && (
        <>
          <button
            type="button"
            className="rep-viewer__nav rep-viewer__nav--prev"
            onClick={() => go(-1)}
            aria-label="Previous photo"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="rep-viewer__nav rep-viewer__nav--next"
            onClick={() => go(1)}
            aria-label="Next photo"
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>,
    document.body,
  );
};
