import type { FieldProps } from '../../../components/forms/form.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';

interface NewPasswordFieldsProps {
  /** The form's `field`; its contract checks the two against each other (`password_repeat` gets the message). */
  field: (name: 'password' | 'password_repeat') => FieldProps;
  label: string;
  repeatLabel: string;
}

/** A new password and its repeat, both marked as new so that password managers offer to make one and save it. */
export function NewPasswordFields({ field, label, repeatLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" {...field('password')} />
      <TextField label={repeatLabel} type="password" autoComplete="new-password" {...field('password_repeat')} />
    </>
  );
}
