import type { profileFields } from '@khabar/domain/contracts/account/edit-profile';
import type { UserJson } from '@khabar/domain/contracts/account/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formBody } from '../../../lib/form-body.ts';
import { type StoredUser, saveUser } from '../../../lib/session-store.ts';

/**
 * POST edit-profile (multipart: the contract's name and email, and the photo; the login is the Bearer
 * header and the number is the account, so neither goes in the form): the saved profile replaces the
 * stored one, keeping the session token the answer does not carry.
 */
export function useEditProfile(user: StoredUser) {
  return useMutation({
    mutationFn: async ({ name, email, photo }: { name: string; email: string; photo: File | null }) =>
      (
        await apiRequest<{ data: UserJson }, typeof profileFields>('edit-profile', {
          body: formBody({ name, email }, { photo }),
        })
      ).data,
    onSuccess: (saved) => saveUser({ ...saved, auth_token: user.auth_token } as StoredUser),
  });
}
