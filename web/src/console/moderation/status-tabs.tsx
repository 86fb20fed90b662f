interface StatusTabsProps<S extends string> {
  statuses: readonly S[];
  current: S;
  /** A tab's name as staff read it. */
  label: (status: S) => string;
  onChange: (status: S) => void;
}

/** The tabs of a moderation queue by status (open, handled, ...): the chosen one pressed. */
export function StatusTabs<S extends string>({ statuses, current, label, onChange }: StatusTabsProps<S>) {
  return (
    <ul className="nav nav-tabs mb-3">
      {statuses.map((status) => (
        <li className="nav-item" key={status}>
          <button
            type="button"
            className={`nav-link${current === status ? ' active' : ''}`}
            aria-pressed={current === status}
            onClick={() => onChange(status)}
          >
            {label(status)}
          </button>
        </li>
      ))}
    </ul>
  );
}
