import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { anHourLater, deviceAt, geolocationPermission } from '../../../test/geolocation.ts';
import { fill, noteOf, renderScreen, stubApi } from '../../../test/screen.tsx';
import { LocationStep } from './location-step.tsx';

const regions: RegionsResponse = {
  countries: [
    { code: 'NL', name: 'Nederland', region_label: 'p', region_label_text: 'Provincie', regions: [] },
    {
      code: 'DE',
      name: 'Duitsland',
      region_label: 's',
      region_label_text: 'Bundesland',
      regions: [{ code: 'DE-BY', name: 'Bayern' }],
    },
  ],
};

function renderStep() {
  const onSubmit = vi.fn(async () => {});
  renderScreen(<LocationStep regions={regions} initialCountry="NL" onSubmit={onSubmit} busy={false} />);
  return onSubmit;
}
const next = () => userEvent.click(screen.getByRole('button', { name: 'Volgende' }));

describe('the location step', () => {
  it("offers the chosen country's regions under its label and sends the place", async () => {
    const onSubmit = renderStep();
    await userEvent.selectOptions(screen.getByLabelText('Land'), 'Duitsland');
    await userEvent.selectOptions(screen.getByLabelText('Bundesland'), 'Bayern');
    fill('Woonplaats', ' München ');
    await next();
    expect(onSubmit).toHaveBeenCalledWith({ step: 1, country: 'DE', region: 'DE-BY', city: 'München' });
  });

  it('says a town name that is too long under the field', async () => {
    const onSubmit = renderStep();
    expect(screen.getByLabelText('Woonplaats').getAttribute('maxlength')).toBe('80');
    fill('Woonplaats', 'x'.repeat(81));
    await next();
    expect(noteOf('Woonplaats')).toBe('Gebruik hoogstens 80 tekens.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('"use my location" (SPEC §3: the geocode result and the geolocation permission in the store)', () => {
  const munich = { country: 'DE', region: 'DE-BY', city: 'München' };
  const geocodes = (fetch: ReturnType<typeof stubApi>) =>
    fetch.mock.calls.filter(([url]) => url.startsWith('/api/geocode.php')).map(([url]) => url);
  const locateButton = () => screen.getByRole('button', { name: 'Gebruik mijn locatie' }) as HTMLButtonElement;
  const city = () => (screen.getByLabelText('Woonplaats') as HTMLInputElement).value;

  it('fills the place from the device, and again from the store within the hour, asking again after it', async () => {
    const device = deviceAt({ latitude: 48.14, longitude: 11.58 });
    const fetch = stubApi(() => [200, munich]);
    renderStep();
    await userEvent.click(locateButton());
    await waitFor(() => expect(city()).toBe('München'));
    expect((screen.getByLabelText('Bundesland') as HTMLSelectElement).value).toBe('DE-BY');
    expect(geocodes(fetch)).toEqual(['/api/geocode.php?lat=48.14&lon=11.58']);

    fill('Woonplaats', 'Augsburg');
    await userEvent.click(locateButton());
    await waitFor(() => expect(city()).toBe('München'));
    expect(device).toHaveBeenCalledTimes(1);
    expect(geocodes(fetch)).toHaveLength(1);

    anHourLater();
    fill('Woonplaats', 'Augsburg');
    await userEvent.click(locateButton());
    await waitFor(() => expect(city()).toBe('München'));
    expect(device).toHaveBeenCalledTimes(2);
    expect(geocodes(fetch)).toHaveLength(2);
  });

  it('remembers that the browser refused the position, says so and does not ask again', async () => {
    const device = deviceAt('denied');
    const fetch = stubApi(() => [200, munich]);
    renderStep();
    await userEvent.click(locateButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Je browser deelt je locatie niet; kies hieronder zelf.',
    );
    expect(locateButton().disabled).toBe(true);
    expect(device).toHaveBeenCalledTimes(1);
    expect(geocodes(fetch)).toEqual([]);
  });

  it('says at once where the browser already refuses the position', async () => {
    geolocationPermission('denied');
    const device = deviceAt('denied');
    renderStep();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Je browser deelt je locatie niet; kies hieronder zelf.',
    );
    expect(locateButton().disabled).toBe(true);
    expect(device).not.toHaveBeenCalled();
  });

  it('says the place is unknown when no town is near', async () => {
    deviceAt({ latitude: 0, longitude: -30 });
    stubApi(() => [200, false]);
    renderStep();
    await userEvent.click(locateButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Je locatie kon niet worden bepaald; kies hieronder zelf.',
    );
    expect(city()).toBe('');
    expect(locateButton().disabled).toBe(false);
  });
});
