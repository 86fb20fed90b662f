/** Line icons of the home page steps (inline SVG: no icon font, no emoji font needed). */
const PATHS = {
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20',
  chat: 'M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5',
} as const;

export function StepIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="step-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
