import { useTranslation } from 'react-i18next';
import type { ProfilePhoto } from '../../../../../shared/contracts/members.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';

interface ProfileGalleryProps {
  photos: ProfilePhoto[];
  cdnPrefix: string;
  selected: string | undefined;
  onSelect: (id: string) => void;
  /** Why locked photos are locked: not premium, or not logged in. */
  lockedText: string;
}

/** The photo strip of a profile: open photos to pick, locked ones behind an overlay (no image is ever fetched). */
export function ProfileGallery({ photos, cdnPrefix, selected, onSelect, lockedText }: ProfileGalleryProps) {
  const { t } = useTranslation();
  if (photos.length < 2) return null;
  return (
    <div className="profile-gallery d-flex flex-wrap gap-2" data-testid="profile-gallery">
      {photos.map((photo) =>
        photo.locked ? (
          <div key={photo.id} className="profile-gallery-item locked" title={lockedText} data-testid="locked-photo">
            <span className="visually-hidden">{lockedText}</span>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
              />
            </svg>
          </div>
        ) : (
          <button
            key={photo.id}
            type="button"
            className={`profile-gallery-item ${photo.id === selected ? 'selected' : ''}`}
            aria-label={t('member_profile.show_photo')}
            aria-pressed={photo.id === selected}
            onClick={() => onSelect(photo.id)}
          >
            <img src={mediaUrl(cdnPrefix, photo.thumb!)} alt="" loading="lazy" />
          </button>
        ),
      )}
    </div>
  );
}
