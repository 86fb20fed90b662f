import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../../shared/contracts/auth.ts';
import type { Language } from '../../../../../shared/languages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSetUser } from '../../../lib/current-user.ts';

/** PUT /api/user.php: a logged-in member's language is saved on the account too (mails come in it). */
export function useSaveLanguage() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (language: Language) => apiRequest<User>('/api/user.php', { method: 'PUT', body: { language } }),
    onSuccess: setUser,
  });
}
