/** Line icons of the feed and slideshow landers (inline SVG: no icon font); decorative, the control names itself. */
const PATHS = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  comment: 'M4 5h16v11H9l-5 4V5Z',
  send: 'M4 12 20 4l-4 16-4-7-8-1Z',
  play: 'M8 5v14l11-7L8 5Z',
  pause: 'M8 5v14M16 5v14',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
} as const;

export function MediaIcon({
  name,
  size = 24,
  filled = false,
}: {
  name: keyof typeof PATHS;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg className="media-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={PATHS[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
