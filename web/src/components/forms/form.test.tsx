import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { text } from '../../../../shared/contracts/common.ts';
import { ApiError } from '../../lib/api-client.ts';
import { noteOf, renderScreen } from '../../test/screen.tsx';
import { Form } from './form.tsx';
import { FormActions } from './form-actions.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

const schema = z.object({
  name: text().trim().min(2).max(40),
  notes: z.object({ work: text().max(500).nullable() }),
  age: z.coerce.number().int().min(18).max(99),
});

function renderForm(onSubmit: (values: z.output<typeof schema>) => unknown) {
  renderScreen(
    <Form schema={schema} defaultValues={{ name: '', notes: { work: null }, age: 30 }} onSubmit={onSubmit}>
      {({ field }) => (
        <>
          <TextField label="Naam" {...field('name')} />
          <TextAreaField label="Werk" {...field('notes.work')} />
          <TextField label="Leeftijd" type="number" {...field('age')} />
          <FormActions>
            <button type="submit">Opslaan</button>
          </FormActions>
        </>
      )}
    </Form>,
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

describe('Form', () => {
  it('takes maxLength from the schema, for nested and nullable fields too', () => {
    renderForm(vi.fn());
    expect(screen.getByLabelText('Naam').getAttribute('maxlength')).toBe('40');
    expect(screen.getByLabelText('Werk').getAttribute('maxlength')).toBe('500');
    expect(screen.getByLabelText('Leeftijd').hasAttribute('maxlength')).toBe(false);
  });

  it('shows each message under its field, focuses the first, and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.clear(screen.getByLabelText('Leeftijd'));
    await userEvent.type(screen.getByLabelText('Leeftijd'), '120');
    await submit();
    expect(noteOf('Naam')).toBe('Gebruik minstens 2 tekens.');
    expect(noteOf('Leeftijd')).toBe('Dit mag hoogstens 99 zijn.');
    expect(screen.getByLabelText('Naam').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Naam'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a server field error under its field and focuses it', async () => {
    renderForm(() => Promise.reject(new ApiError(400, { code: 'validation_failed', fields: { age: 'Te oud.' } })));
    await userEvent.type(screen.getByLabelText('Naam'), 'Sam');
    await submit();
    await waitFor(() => expect(noteOf('Leeftijd')).toBe('Te oud.'));
    expect(document.activeElement).toBe(screen.getByLabelText('Leeftijd'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Te oud.']);
  });

  it.each([
    [
      'a refusal without fields',
      new ApiError(403, { message: 'Log in om verder te gaan.' }),
      'Log in om verder te gaan.',
    ],
    ['a field the form does not show', new ApiError(400, { fields: { token: 'Link verlopen.' } }), 'Link verlopen.'],
    [
      'a failure without an answer',
      new TypeError('Failed to fetch'),
      'Er is een fout opgetreden, probeer het later opnieuw.',
    ],
  ])('shows %s right above the submit button', async (_, error, message) => {
    renderForm(() => Promise.reject(error));
    await userEvent.type(screen.getByLabelText('Naam'), 'Sam');
    await submit();
    const alert = await screen.findByText(message);
    expect(alert.closest('[role=alert]')!.nextElementSibling).toBe(screen.getByRole('button', { name: 'Opslaan' }));
  });

  it('sends the checked values', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Naam'), '  Sam ');
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Sam', notes: { work: null }, age: 30 });
  });
});
