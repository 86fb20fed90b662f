import type { ReactNode } from 'react';

/** The frame of the account screens: a narrow, centred card. */
export function PageCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="container py-4 narrow-page" data-testid={testId}>
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4">{children}</div>
      </div>
    </div>
  );
}
