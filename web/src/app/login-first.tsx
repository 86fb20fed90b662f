import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import type { LoginReturn } from './page-guards.ts';

/** A screen for members only, opened logged out: the login form, which comes back here once logged in. */
export function LoginFirst() {
  const { pathname, search } = useLocation();
  const state: LoginReturn = { returnTo: `${pathname}${search}` };
  return <Navigate to={paths.login()} replace state={state} />;
}
