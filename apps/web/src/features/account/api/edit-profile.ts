import type { UserJson } from '@khabar/domain/contracts/account/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type StoredUser, saveUser } from '../../../lib/session-store.ts';

/**
 * POST edit-profile (multipart: user_id, name, email, phone, photo): the saved profile replaces the
 * stored one, keeping the session token the answer does not carry.
 */
export function useEditProfile(user: StoredUser) {
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await apiRequest<{ data: UserJson }>('edit-profile', { body: form })).data,
    onSuccess: (saved) => saveUser({ ...saved, auth_token: user.auth_token } as StoredUser),
  });
}
