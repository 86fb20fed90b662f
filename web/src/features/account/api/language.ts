import { useMutation } from '@tanstack/react-query';
import { setLanguage } from '../../../../../shared/contracts/endpoints/auth.ts';
import type { Language } from '../../../../../shared/languages.ts';
import { api } from '../../../lib/api-client.ts';
import { useSetUser } from '../../../lib/current-user.ts';

/** A logged-in member's language is saved on the account too (mails come in it). */
export function useSaveLanguage() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (language: Language) => api(setLanguage, { body: { language } }),
    onSuccess: setUser,
  });
}
