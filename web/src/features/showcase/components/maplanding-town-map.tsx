import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ShowcaseTown } from '../../../../../shared/contracts/members.ts';
import { paths } from '../../../lib/paths.ts';

/** The map's drawing box (SVG units); the SVG scales it to the width it is given. */
const WIDTH = 400;
const HEIGHT = 300;
const PADDING = 36;
const MIN_RADIUS = 4;
const MAX_RADIUS = 11;
/** A label's size in SVG units, estimated per character (no measuring: the server draws it too). */
const LABEL_HEIGHT = 15;
const CHAR_WIDTH = 7.2;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawnTown {
  town: ShowcaseTown;
  x: number;
  y: number;
  radius: number;
  /** Where its name goes, or null where every side would cover another's (the marker keeps its accessible name). */
  label: (Box & { anchor: 'start' | 'end' | 'middle' }) | null;
}

/**
 * Town centres projected into the box: equirectangular around their middle (longitudes shortened by the cosine of
 * its latitude), scaled to fit with the padding, north up; markers sized by the square root of their member count;
 * labels (name and count) placed fullest town first, to the right, left, above or below, else left out.
 */
export function drawTowns(towns: readonly ShowcaseTown[]): DrawnTown[] {
  if (!towns.length) return [];
  const lats = towns.map((t) => t.latitude);
  const lons = towns.map((t) => t.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLon = (Math.min(...lons) + Math.max(...lons)) / 2;
  const shrink = Math.cos((midLat * Math.PI) / 180);
  const spanX = (Math.max(...lons) - Math.min(...lons)) * shrink || 1;
  const spanY = Math.max(...lats) - Math.min(...lats) || 1;
  const scale = Math.min((WIDTH - 2 * PADDING) / spanX, (HEIGHT - 2 * PADDING) / spanY);
  const most = Math.max(...towns.map((t) => t.members), 1);
  const placed: Box[] = [];
  return [...towns]
    .sort((a, b) => b.members - a.members)
    .map((town) => {
      const x = WIDTH / 2 + (town.longitude - midLon) * shrink * scale;
      const y = HEIGHT / 2 - (town.latitude - midLat) * scale;
      const radius = MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(town.members / most);
      placed.push({ x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius });
      return { town, x, y, radius };
    })
    .map((drawn) => {
      const label = labelPlace(drawn, placed);
      if (label) placed.push(label);
      return { ...drawn, label };
    });
}

function labelPlace({ town, x, y, radius }: Omit<DrawnTown, 'label'>, taken: readonly Box[]) {
  const width = `${town.name} ${town.members}`.length * CHAR_WIDTH;
  const gap = radius + 3;
  const sides = [
    { x: x + gap, y: y - LABEL_HEIGHT / 2, anchor: 'start' as const },
    { x: x - gap - width, y: y - LABEL_HEIGHT / 2, anchor: 'end' as const },
    { x: x - width / 2, y: y - gap - LABEL_HEIGHT, anchor: 'middle' as const },
    { x: x - width / 2, y: y + gap, anchor: 'middle' as const },
  ].map((side) => ({ ...side, width, height: LABEL_HEIGHT }));
  return (
    sides.find(
      (box) =>
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= WIDTH &&
        box.y + box.height <= HEIGHT &&
        !taken.some((other) => overlaps(box, other)),
    ) ?? null
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a label's text starts, by its anchor, inside its box. */
const textX = (label: NonNullable<DrawnTown['label']>) =>
  label.anchor === 'start' ? label.x : label.anchor === 'end' ? label.x + label.width : label.x + label.width / 2;

/**
 * The towns around a lander's place as an inline map (town centres of the gazetteer, never a member's own position):
 * a marker per town sized by its members, its name beside it, the lander's own town highlighted; a tap opens the
 * lander of that town, keeping the page's query (its tracking values).
 */
export function TownMap({ towns, current }: { towns: readonly ShowcaseTown[]; current?: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const drawn = drawTowns(towns);
  return (
    <svg
      className="town-map"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={t('landers.maplanding.map_label')}
      data-testid="town-map"
    >
      <rect className="town-map-sea" width={WIDTH} height={HEIGHT} rx={12} />
      {drawn.map(({ town, x, y, radius, label }) => {
        const here = town.slug === current;
        return (
          <Link
            key={town.slug}
            to={`${paths['landers-maplanding'](town.slug)}${search}`}
            className={`town-map-town${here ? ' is-current' : ''}`}
            aria-label={t('landers.maplanding.town_members', { town: town.name, count: town.members })}
            aria-current={here ? 'page' : undefined}
            data-testid="town-marker"
          >
            <circle cx={x} cy={y} r={radius} className="town-map-dot" />
            {label && (
              <text
                x={textX(label)}
                y={label.y + label.height / 2}
                dy="0.35em"
                textAnchor={label.anchor}
                className="town-map-name"
                aria-hidden="true"
              >
                {town.name} <tspan className="town-map-count">{town.members}</tspan>
              </text>
            )}
          </Link>
        );
      })}
    </svg>
  );
}
