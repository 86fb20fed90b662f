import { PhotoCard } from './photo-card.tsx';
import type { ShowcaseMember } from './showcase-tile.tsx';

/** The tiles' sizes in turn (in a grid that fills its gaps): a big square, tall and wide ones among small squares. */
const PATTERN = ['big', 'small', 'small', 'tall', 'small', 'wide', 'small', 'small', 'small'] as const;
/** How wide each size is drawn: a third of a phone's grid (three columns) or a sixth of a wide screen's. */
const SIZES = {
  big: '(max-width: 767px) 67vw, 33vw',
  wide: '(max-width: 767px) 67vw, 33vw',
  tall: '(max-width: 767px) 33vw, 17vw',
  small: '(max-width: 767px) 33vw, 17vw',
} as const;
/** Tiles in a phone's first screen (the big one and those beside and under it): their photos load at once. */
const FIRST_SCREEN_TILES = 5;

/** The collage lander's mosaic of members: tiles of different sizes, each a way into signup. */
export function CollageMosaic({ members }: { members: ShowcaseMember[] }) {
  return (
    <ul className="collage-mosaic list-unstyled" data-testid="collage-mosaic">
      {members.map((member, index) => {
        const size = PATTERN[index % PATTERN.length]!;
        return (
          <li className={`collage-tile collage-tile-${size}`} key={member.id}>
            <PhotoCard member={member} sizes={SIZES[size]} firstScreen={index < FIRST_SCREEN_TILES} />
          </li>
        );
      })}
    </ul>
  );
}
