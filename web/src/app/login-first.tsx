import { Navigate, useLocation } from 'react-router';
import { loginThenBackTo } from '../lib/return-path.ts';

/** A screen for members only, opened logged out: the login form, which comes back here once logged in. */
export function LoginFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginThenBackTo(`${pathname}${search}`)} replace />;
}
