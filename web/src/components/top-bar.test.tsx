import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/screen.tsx';
import { LoginButton } from './top-bar.tsx';

const loginHref = (url: string) => {
  renderScreen(<LoginButton />, [], { url, path: '*' });
  return screen.getByTestId('login-button').getAttribute('href');
};

describe("the top bar's login button", () => {
  it('comes back to the page it was pressed on, with its query but without the signup modal', () => {
    expect(loginHref('/members/abc?signup=1&x=2')).toBe('/login?next=%2Fmembers%2Fabc%3Fx%3D2');
  });

  it('is the plain login from the home page', () => {
    expect(loginHref('/?signup=1')).toBe('/login');
  });
});
