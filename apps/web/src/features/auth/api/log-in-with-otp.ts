import type { UserJson } from '@khabar/domain/contracts/account/user';
import type { loginBody } from '@khabar/domain/contracts/auth/login-using-otp';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST login-using-otp `{ phone, otp }`: the customer with their session token. */
export const useLogInWithOtp = () =>
  useMutation({
    mutationFn: async (body: { phone: string; otp: string }) =>
      (await apiRequest<{ data: UserJson }, typeof loginBody>('login-using-otp', { body })).data,
  });
