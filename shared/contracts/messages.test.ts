import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { interpolationOptions } from '../i18n/options.ts';
import { text } from './common.ts';
import { fieldMessage, translateFieldMessage } from './messages.ts';

const nl = JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales/nl.json'), 'utf8')) as object;
const i18n = i18next.createInstance();
await i18n.init({ lng: 'nl', resources: { nl: { translation: nl } }, interpolation: interpolationOptions });
const say = (message: string) => translateFieldMessage((key, params) => i18n.t(key, params), message);

/** The first message each schema gives for the input, in Dutch. */
const firstMessage = (schema: z.ZodType, input: unknown) => say(schema.safeParse(input).error!.issues[0]!.message);

describe('validation messages', () => {
  it.each([
    ['a missing value', text(), undefined, 'Dit veld is verplicht.'],
    ['an empty required text', text().min(1), '', 'Dit veld is verplicht.'],
    ['a short text', text().min(3), 'ab', 'Gebruik minstens 3 tekens.'],
    ['a long text', text().max(5), 'abcdef', 'Gebruik hoogstens 5 tekens.'],
    ['a small number', z.number().min(18), 3, 'Dit moet minstens 18 zijn.'],
    ['a big number', z.coerce.number().max(99), '120', 'Dit mag hoogstens 99 zijn.'],
    ['a short list', z.array(text()).min(2), ['a'], 'Kies er minstens 2.'],
    ['a long list', z.array(text()).max(1), ['a', 'b'], 'Kies er hoogstens 1.'],
    ['a wrong type', text(), 5, 'Deze waarde is ongeldig.'],
    ['an unknown choice', z.enum(['a', 'b']), 'c', 'Kies een van de mogelijkheden.'],
    ['a bad id', z.uuid(), 'x', 'Dit is geen geldige ID.'],
    ['a bad email', z.email(), 'x', 'Ongeldige e-mail'],
    ['a bad web address', z.url(), 'x', 'Ongeldig webadres.'],
    ['a bad date', z.iso.date(), '2020-13-45', 'Ongeldige datum.'],
    ['an exclusive bound', z.number().gt(0), 0, 'Deze waarde is ongeldig.'],
    ['a failed refinement', text().refine(() => false), 'x', 'Deze waarde is ongeldig.'],
  ])('says %s in the catalogue language', (_, schema, input, expected) => {
    expect(firstMessage(schema, input)).toBe(expected);
  });

  it('keeps a schema message of its own, with its values', () => {
    const schema = text().max(2, fieldMessage('validation.name_length', { min: 1, count: 2 }));
    expect(firstMessage(schema, 'abc')).toBe('Vul een naam in van 1 tot 2 tekens.');
  });

  it('leaves text that is no catalogue key as it is (already translated by the server)', () => {
    expect(say('Dit e-mailadres heeft al een account op deze site.')).toBe(
      'Dit e-mailadres heeft al een account op deze site.',
    );
  });
});
