import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { fill, noteOf, renderScreen } from '../../../test/screen.tsx';
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
