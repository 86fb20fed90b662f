import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, noteOf, renderScreen } from '../../../test/screen.tsx';
import { PersonalStep } from './personal-step.tsx';

function renderStep() {
  const onSubmit = vi.fn(async (_value: unknown) => {});
  const lookingFor = {
    seeking_genders: ['male' as const, 'female' as const],
    seeking_min_age: 30,
    seeking_max_age: 45,
  };
  renderScreen(<PersonalStep lookingFor={lookingFor} onSubmit={onSubmit} onBack={() => {}} busy={false} />);
  return onSubmit;
}
const next = () => userEvent.click(screen.getByRole('button', { name: 'Volgende' }));

describe('the personal step (issue 39)', () => {
  it('chooses no gender for the member and no one to look for; the age band starts around their age', () => {
    renderStep();
    const checked = (role: 'radio' | 'checkbox', name: string) =>
      (screen.getByRole(role, { name }) as HTMLInputElement).checked;
    expect([checked('radio', 'Man'), checked('radio', 'Vrouw')]).toEqual([false, false]);
    expect([checked('checkbox', 'Mannen'), checked('checkbox', 'Vrouwen')]).toEqual([false, false]);
    expect((screen.getByLabelText('Leeftijd vanaf') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Leeftijd tot') as HTMLInputElement).value).toBe('45');
  });

  it('asks for the gender and whom the member looks for before going on', async () => {
    const onSubmit = renderStep();
    await next();
    await waitFor(() => expect(screen.getByTestId('looking-for').textContent).toContain('Kies wie je zoekt.'));
    expect(screen.getByRole('group', { name: 'Ik ben' }).textContent).toContain('Kies een van de mogelijkheden.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends who the member is and whom they look for', async () => {
    const onSubmit = renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Vrouw' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mannen' }));
    fill('Leeftijd vanaf', '30');
    fill('Leeftijd tot', '40');
    await next();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      step: 2,
      gender: 'female',
      sexuality: 'hetero',
      seeking_genders: ['male'],
      seeking_min_age: 30,
      seeking_max_age: 40,
    });
    expect(noteOf('Leeftijd tot')).toBeUndefined();
  });
});
