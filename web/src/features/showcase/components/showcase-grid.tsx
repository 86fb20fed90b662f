import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferCard } from './offer-card.tsx';
import { ShowcaseTile } from './showcase-tile.tsx';
import { useSignupLink } from './signup-link.ts';
import { useShowcase } from '../api/showcase.ts';

/** Tiles in the first screen of a phone (two rows of two): their photos load at once. */
const FIRST_SCREEN_TILES = 4;
/** A partner offer after every this many members. */
const OFFER_EVERY = 8;

/** The showcase as a grid of members, partner offers between them, and the signup button below. */
export function ShowcaseGrid({ slug, limit }: { slug?: string; limit?: number }) {
  const { t } = useTranslation();
  const { profiles, offers } = useShowcase(slug);
  const signup = useSignupLink();
  const members = profiles.slice(0, limit);
  return (
    <>
      <ul className="row g-2 g-md-3 list-unstyled" data-testid="showcase-grid">
        {members.map((member, index) => {
          const offer = (index + 1) % OFFER_EVERY === 0 ? offers[(index + 1) / OFFER_EVERY - 1] : undefined;
          return [
            <li className="col-6 col-md-4 col-lg-3" key={member.id}>
              <ShowcaseTile member={member} firstScreen={index < FIRST_SCREEN_TILES} />
            </li>,
            offer && (
              <li className="col-6 col-md-4 col-lg-3" key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ),
          ];
        })}
      </ul>
      <div className="text-center my-4">
        <Link to={signup} className="btn btn-secondary btn-lg fw-semibold" data-testid="showcase-signup">
          {t('showcase.cta')}
        </Link>
      </div>
    </>
  );
}
