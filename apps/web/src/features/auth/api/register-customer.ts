import type { UserJson } from '@khabar/domain/contracts/account/user';
import type { registerBody } from '@khabar/domain/contracts/auth/register';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST register `{ phone, name, email, referral, otp }`: the new customer with their session token. */
export const useRegisterCustomer = () =>
  useMutation({
    mutationFn: async (body: { phone: string; name: string; email: string; otp: string }) =>
      (
        await apiRequest<{ data: UserJson }, typeof registerBody>('register', {
          body: { ...body, referral: '' },
        })
      ).data,
  });
