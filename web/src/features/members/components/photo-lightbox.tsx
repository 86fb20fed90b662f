import { type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePhoto } from '../../../../../shared/contracts/members.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { Modal } from '../../../components/modal.tsx';

/** How far (px) a finger or pointer must travel sideways to turn to the next or previous photo. */
const SWIPE_PX = 50;

interface PhotoLightboxProps {
  /** The photos the viewer may see (locked ones are never passed: they stay locked). */
  photos: ProfilePhoto[];
  cdnPrefix: string;
  name: string;
  /** The photo shown; undefined: closed. */
  index: number | undefined;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * A profile's photos full screen: swipe left or right (pointer events: touch, pen, mouse), arrow keys, Escape closes.
 * The modal keeps focus inside and the page from scrolling while open, and gives focus back to the photo after.
 */
export function PhotoLightbox({ photos, cdnPrefix, name, index, onIndex, onClose }: PhotoLightboxProps) {
  const { t } = useTranslation();
  const open = index !== undefined && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const count = photos.length;
  const turn = (step: number) => onIndex((current + step + count) % count);
  const start = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (step) onIndex((current + step + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, current, count, onIndex]);

  const onPointerUp = (event: PointerEvent) => {
    const moved = start.current === undefined ? 0 : event.clientX - start.current;
    start.current = undefined;
    if (Math.abs(moved) >= SWIPE_PX) turn(moved < 0 ? 1 : -1);
  };
  const photo = photos[current];
  const several = photos.length > 1;

  return (
    <Modal
      show={open}
      onHide={onClose}
      fullscreen
      aria-label={t('lightbox.title', { name })}
      contentClassName="photo-lightbox"
      data-testid="photo-lightbox"
    >
      <div className="photo-lightbox-bar d-flex align-items-center gap-2 p-2">
        <span className="me-auto" aria-live="polite" data-testid="lightbox-position">
          {t('lightbox.position', { index: current + 1, total: photos.length })}
        </span>
        <button type="button" className="btn-close btn-close-white" aria-label={t('app.close')} onClick={onClose} />
      </div>
      <div
        className="photo-lightbox-stage"
        onPointerDown={(event) => (start.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = undefined)}
      >
        {several && (
          <button
            type="button"
            className="photo-lightbox-turn prev"
            aria-label={t('lightbox.previous')}
            onClick={() => turn(-1)}
          >
            ‹
          </button>
        )}
        {photo && (
          <img
            src={mediaUrl(cdnPrefix, (photo.full ?? photo.profile)!)}
            alt={name}
            draggable={false}
            data-testid="lightbox-photo"
          />
        )}
        {several && (
          <button
            type="button"
            className="photo-lightbox-turn next"
            aria-label={t('lightbox.next')}
            onClick={() => turn(1)}
          >
            ›
          </button>
        )}
      </div>
    </Modal>
  );
}
