import { OfferRow } from '../../../features/showcase/components/offer-row.tsx';
import { SwipeDeck } from '../../../features/showcase/components/swipe-deck.tsx';
import { useLanderShowcase } from '../../../features/showcase/hooks/use-lander-showcase.ts';
import './tinderswipe.scss';
import { useLanderTitle } from '../../lander-title.ts';

/** /landers/tinderswipe: the site's members as a swipe deck; a like, or a few swipes, opens signup in place. */
export function Component() {
  useLanderTitle();
  const { profiles, offers, headline, lead } = useLanderShowcase(undefined);
  return (
    <div className="lander-swipe">
      <div className="container lander-swipe-inner">
        <header className="lander-swipe-head">
          <h1>{headline}</h1>
          <p className="mb-0">{lead}</p>
        </header>
        <SwipeDeck members={profiles} />
      </div>
      <div className="container">
        <OfferRow offers={offers} />
      </div>
    </div>
  );
}
