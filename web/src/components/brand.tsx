import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

export function Brand({ siteName, className = '' }: { siteName: string; className?: string }) {
  return (
    <Link to={paths.index()} className={`navbar-brand fw-bold ${className}`}>
      <span className="brand-mark" aria-hidden="true">
        ♥
      </span>{' '}
      {siteName}
    </Link>
  );
}
