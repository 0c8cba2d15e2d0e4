import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET send-registration-otp/{phone}: texts a sign-up code; `success: false` when the number has an account. */
export const useSendRegistrationOtp = () =>
  useMutation({
    mutationFn: (phone: string) =>
      apiRequest<{ success: boolean; message: string }>(`send-registration-otp/${phone}`, { method: 'GET' }),
  });
