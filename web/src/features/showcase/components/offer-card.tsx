import { useTranslation } from 'react-i18next';
import type { PartnerOffer } from '../../../../../shared/contracts/members.ts';
import './showcase-cards.scss';

/**
 * A partner's offer among members (SPEC §2's cam-profile cards): marked as an advertisement in the visitor's language,
 * opening the partner's site in a new tab, never looking like a member (no name and age, no profile link).
 */
export function OfferCard({ offer }: { offer: PartnerOffer }) {
  const { t } = useTranslation();
  return (
    <a
      href={offer.url}
      target="_blank"
      rel="sponsored noopener noreferrer"
      className="offer-card card border-0 shadow-sm h-100"
      data-testid="offer-card"
    >
      <div className="ratio ratio-1x1 offer-card-photo">
        {offer.image ? (
          <img src={offer.image} alt="" loading="lazy" width={200} height={200} />
        ) : (
          <div aria-hidden="true" />
        )}
        <span className="badge text-bg-dark offer-card-badge">{t(`showcase.offer_${offer.kind}`)}</span>
      </div>
      <div className="card-body p-2">
        <div className="fw-semibold text-truncate">{offer.title}</div>
        <div className="small text-body-secondary">{t('showcase.offer_note')}</div>
      </div>
    </a>
  );
}
