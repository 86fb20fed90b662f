import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '../../../../../shared/contracts/profile.ts';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { fill, noteOf, renderScreen, stubFetch } from '../../../test/screen.tsx';
import { ProfileForm } from './profile-form.tsx';

const profile: OwnProfile = {
  name: 'Roos',
  gender: 'female',
  sexuality: 'hetero',
  seeking_genders: ['male'],
  seeking_min_age: 30,
  seeking_max_age: 45,
  country: 'NL',
  region: null,
  city: null,
  about: '',
  signup_message: '',
  interests: [],
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
  notes: {},
  age: 35,
  date_of_birth: '1989-09-09',
};
const regions: RegionsResponse = {
  countries: [
    {
      code: 'NL',
      name: 'Nederland',
      region_label: 'province',
      region_label_text: 'Provincie',
      regions: [{ code: 'NL-UT', name: 'Utrecht' }],
    },
  ],
};

const renderProfile = () =>
  renderScreen(
    <ProfileForm
      profile={profile}
      regions={regions}
      interests={{ interests: [] }}
      visibleFields={['about', 'tattoos']}
      visibleNotes={['looking_for']}
    />,
  );
const save = () => userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

describe('the profile form', () => {
  it('limits the texts to the contract, notes included', () => {
    renderProfile();
    const maxLength = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(['Naam', 'Woonplaats', 'Over mij', 'Wat ik zoek'].map(maxLength)).toEqual(['40', '80', '2000', '500']);
  });

  it('says a refusal without fields right above the save button, not at the top', async () => {
    stubFetch(400, { statusCode: 400, code: 'bad_request', message: 'Ongeldig verzoek.' });
    renderProfile();
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.trim()).toBe('Ongeldig verzoek.');
    expect(alert.nextElementSibling?.contains(screen.getByRole('button', { name: 'Opslaan' }))).toBe(true);
  });

  it("puts the server's message under the region select", async () => {
    stubFetch(400, { statusCode: 400, code: 'validation_failed', fields: { region: 'Kies een regio uit de lijst.' } });
    renderProfile();
    await userEvent.selectOptions(screen.getByLabelText('Provincie'), 'Utrecht');
    await save();
    await waitFor(() => expect(noteOf('Provincie')).toBe('Kies een regio uit de lijst.'));
  });

  it('sends the profile with tattoos and emptied texts as the contract has them', async () => {
    const fetch = stubFetch(200, profile);
    renderProfile();
    fill('Naam', ' Roosje ');
    await userEvent.selectOptions(screen.getByLabelText('Tatoeages'), 'Ja');
    fill('Wat ik zoek', 'Iemand om mee te fietsen.');
    await save();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const sent = JSON.parse(fetch.mock.calls[0]![1]!.body as string);
    expect(sent).toMatchObject({
      name: 'Roosje',
      tattoos: true,
      city: null,
      notes: { looking_for: 'Iemand om mee te fietsen.' },
    });
  });

  it('edits who the member looks for: genders and age band', async () => {
    const fetch = stubFetch(200, profile);
    renderProfile();
    const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect([checked('Mannen'), checked('Vrouwen')]).toEqual([true, false]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vrouwen' }));
    fill('Leeftijd vanaf', '28');
    fill('Leeftijd tot', '52');
    await save();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const sent = JSON.parse(fetch.mock.calls[0]![1]!.body as string);
    expect(sent).toMatchObject({ seeking_genders: ['male', 'female'], seeking_min_age: 28, seeking_max_age: 52 });
  });

  it("puts the server's refusal of a reversed age band under the oldest age", async () => {
    const message = 'De maximale leeftijd mag niet lager zijn dan de minimale.';
    stubFetch(400, { statusCode: 400, code: 'validation_failed', fields: { seeking_max_age: message } });
    renderProfile();
    fill('Leeftijd vanaf', '50');
    await save();
    await waitFor(() => expect(noteOf('Leeftijd tot')).toBe(message));
  });
});
