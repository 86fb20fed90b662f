/** Line icons of the home page steps (inline SVG: no icon font, no emoji font needed). */
export const STEP_ICON_PATHS = {
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20',
  chat: 'M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5',
} as const;

export function StepIcon({ name }: { name: keyof typeof STEP_ICON_PATHS }) {
  return <LineIcon path={STEP_ICON_PATHS[name]} className="step-icon" />;
}

/** A line icon drawn on a 24-unit grid from one SVG path, in the text's colour; decorative (hidden from readers). */
export function LineIcon({ path, className, size = 40 }: { path: string; className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
