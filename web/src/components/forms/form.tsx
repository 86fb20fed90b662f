import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  FormProvider,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  get,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateFieldMessage } from '../../../../shared/contracts/messages.ts';
import { controlsNamed, flattenErrors, serverRefusal } from './form-errors.ts';
import { schemaMaxLength } from './schema-limits.ts';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;
type Values<S extends FormSchema> = z.input<S>;

/** What `form.field(name)` gives a TextField or TextAreaField: its registration, translated error and maxLength. */
export interface FieldProps<N extends string = string> extends UseFormRegisterReturn<N> {
  error?: string;
}

export interface FormApi<S extends FormSchema> extends UseFormReturn<Values<S>, unknown, z.output<S>> {
  field: <N extends Path<Values<S>>>(name: N, options?: RegisterOptions<Values<S>, N>) => FieldProps<N>;
  /** The translated error of a field registered another way (a Controller, a select with its own options). */
  errorOf: (name: Path<Values<S>>) => string | undefined;
}

/** Where the form-level message lives in react-hook-form's errors; FormActions shows it by the submit button. */
export const FORM_ERROR = 'root.form';

interface FormProps<S extends FormSchema> {
  /** The contract the server validates with: the same checks, messages and limits here. */
  schema: S;
  defaultValues: DefaultValues<Values<S>>;
  /** Sends the checked values; return the request's promise (mutateAsync) so that a refusal is shown. */
  onSubmit: (values: z.output<S>, form: FormApi<S>) => unknown;
  children: (form: FormApi<S>) => ReactNode;
  className?: string;
  testId?: string;
}

/**
 * One form for the whole app (react-hook-form + the shared zod contract). Every submit either sends or says why
 * not: each message goes under its field and focus to the first such field in page order; a refusal without fields
 * on screen goes next to the submit button (FormActions).
 */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className,
  testId,
}: FormProps<S>) {
  const { t } = useTranslation();
  const form = useForm<Values<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const say = (message: string) => translateFieldMessage((key, params) => t(key, params), message);
  const errorOf = (name: string) => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return error?.message ? say(error.message) : undefined;
  };
  const api: FormApi<S> = {
    ...form,
    field: (name, options) => ({
      ...form.register(name, options),
      error: errorOf(name),
      maxLength: schemaMaxLength(schema, name),
    }),
    errorOf,
  };

  /** Server messages are set on the fields on screen; the rest, and any the page cannot show, go to the form. */
  const show = (event: BaseSyntheticEvent | undefined, messages: Map<string, string>, fromServer: boolean) => {
    const controls = controlsNamed(event!.target as HTMLFormElement, messages.keys());
    const onScreen = new Set(controls.map((control) => control.getAttribute('name')!));
    const elsewhere = [...messages].filter(([path]) => !onScreen.has(path)).map(([, message]) => say(message));
    if (fromServer) {
      for (const path of onScreen)
        form.setError(path as Path<Values<S>>, { type: 'server', message: messages.get(path) });
    }
    if (elsewhere.length) form.setError(FORM_ERROR, { type: 'elsewhere', message: elsewhere.join(' ') });
    controls[0]?.focus();
  };

  const submit = form.handleSubmit(
    async (values, event) => {
      try {
        await onSubmit(values, api);
      } catch (error) {
        const refusal = serverRefusal(error, t('errors.generic'));
        if (refusal.message) form.setError(FORM_ERROR, { type: 'server', message: refusal.message });
        show(event, refusal.fields, true);
      }
    },
    (errors, event) => show(event, flattenErrors(errors), false),
  );

  return (
    <FormProvider {...form}>
      <form className={className} onSubmit={submit} noValidate data-testid={testId}>
        {children(api)}
      </form>
    </FormProvider>
  );
}
