import { useTranslation } from 'react-i18next';
import type { PartnerOffer } from '../../../../../shared/contracts/members.ts';
import { OfferCard } from './offer-card.tsx';

/** A lander's partner offers as one row of cards under a heading of their own (none: nothing). */
export function OfferRow({ offers }: { offers: PartnerOffer[] }) {
  const { t } = useTranslation();
  if (!offers.length) return null;
  return (
    <section className="my-4" aria-labelledby="offer-row-title">
      <h2 className="h5" id="offer-row-title">
        {t('landers.offers')}
      </h2>
      <ul className="row g-2 g-md-3 list-unstyled mb-0">
        {offers.map((offer) => (
          <li className="col-6 col-md-3" key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
