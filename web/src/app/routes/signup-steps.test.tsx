import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/contracts/auth.ts';
import type { Settings } from '../../../../shared/contracts/sites.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { renderScreen, stubFetch } from '../../test/screen.tsx';
import { SignupSteps } from './signup-steps.tsx';

const lookingFor = { seeking_genders: ['male' as const], seeking_min_age: 30, seeking_max_age: 45 };
const user = { profile: { country: 'NL', looking_for: lookingFor }, dismissed_alerts: {} } as User;

function renderStep(step: number, pushKey: string) {
  stubFetch();
  const settings = { push_public_key: pushKey, cdn_prefix: '' } as Settings;
  renderScreen(<SignupSteps step={step} user={user} />, [[settingsQuery.queryKey, settings]]);
}

/** A browser that can take pushes (jsdom cannot). */
function stubPushSupport() {
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default' });
}

describe('the signup steps', () => {
  it('put each step under a page heading of its own', () => {
    renderStep(2, '');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Over jou');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('count the push step only where it is offered', () => {
    stubPushSupport();
    renderStep(0, 'site-key');
    expect(screen.getByText('Stap 1 van 5')).toBeTruthy();
  });

  it('count four steps when the browser cannot take pushes', () => {
    renderStep(2, 'site-key');
    expect(screen.getByText('Stap 3 van 4')).toBeTruthy();
  });

  it('count four steps when the site has no push key', () => {
    stubPushSupport();
    renderStep(0, '');
    expect(screen.getByText('Stap 1 van 4')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Voeg een profielfoto toe');
  });
});
