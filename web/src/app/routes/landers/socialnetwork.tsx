import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferCard } from '../../../features/showcase/components/offer-card.tsx';
import { SocialPost } from '../../../features/showcase/components/socialnetwork-post.tsx';
import { SocialStories } from '../../../features/showcase/components/socialnetwork-stories.tsx';
import './socialnetwork.scss';
import { useLander } from '../../use-lander.ts';

/** Portraits in the row above the feed. */
const STORIES = 10;
/** A partner offer after every this many posts. */
const OFFER_EVERY = 4;

/** The social-feed lander: the members as posts of a feed, portraits above it, signup beside it (below on a phone). */
export function Component() {
  const { t } = useTranslation();
  const { profiles, offers, headline, lead, signup } = useLander();
  return (
    <div className="socialnetwork">
      <div className="container py-3 py-md-4 socialnetwork-layout">
        <aside className="socialnetwork-intro">
          <h1 className="h3 mb-1">{headline}</h1>
          <p className="mb-3">{lead}</p>
          <Link to={signup} className="btn btn-secondary fw-semibold w-100" data-testid="socialnetwork-signup">
            {t('showcase.cta')}
          </Link>
        </aside>
        <div className="socialnetwork-feed">
          <SocialStories members={profiles.slice(0, STORIES)} />
          <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={t('landers.socialnetwork.feed_label')}>
            {profiles.map((member, index) => {
              const offer = (index + 1) % OFFER_EVERY === 0 ? offers[(index + 1) / OFFER_EVERY - 1] : undefined;
              return [
                <li key={member.id}>
                  <SocialPost member={member} firstScreen={index === 0} />
                </li>,
                offer && (
                  <li key={offer.id} className="socialnetwork-offer">
                    <OfferCard offer={offer} />
                  </li>
                ),
              ];
            })}
          </ul>
          <div className="socialnetwork-end card border-0 shadow-sm text-center p-3 mt-3">
            <p className="fw-semibold mb-2">{t('landers.socialnetwork.join_title')}</p>
            <Link to={signup} className="btn btn-secondary btn-lg fw-semibold">
              {t('showcase.cta')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
