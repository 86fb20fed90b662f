import type { ReactNode } from 'react';

/** A failure as the server worded it; nothing when there is none. */
export function ErrorAlert({ message, testId, children }: { message?: string; testId?: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert" data-testid={testId}>
      {message} {children}
    </div>
  );
}
