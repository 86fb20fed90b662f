import type { ReactNode } from 'react';

interface LabelledRowsProps {
  title: string;
  rows: { key: string; label: ReactNode; value: ReactNode }[];
}

/** A titled list of label-value rows (the price list, the credit movements). */
export function LabelledRows({ title, rows }: LabelledRowsProps) {
  return (
    <section className="mb-4">
      <h2 className="h5">{title}</h2>
      <ul className="list-group">
        {rows.map((row) => (
          <li className="list-group-item d-flex justify-content-between gap-3" key={row.key}>
            <span>{row.label}</span>
            <span className="text-end">{row.value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
