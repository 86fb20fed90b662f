/** A labelled select over coded options (countries, regions), with an optional empty choice first. */
export function CodeSelect({
  id,
  label,
  options,
  value,
  onChange,
  emptyLabel,
  invalid = false,
  small = false,
}: {
  id: string;
  label: string;
  options: readonly { code: string; name: string }[];
  value: string;
  onChange: (code: string) => void;
  emptyLabel?: string;
  invalid?: boolean;
  small?: boolean;
}) {
  return (
    <>
      <label htmlFor={id} className={small ? 'form-label small' : 'form-label'}>
        {label}
      </label>
      <select
        id={id}
        className={invalid ? 'form-select is-invalid' : 'form-select'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}
