import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET send-login-otp/{phone}: texts a login code; `success: false` when no account has the number. */
export const useSendLoginOtp = () =>
  useMutation({
    mutationFn: (phone: string) =>
      apiRequest<{ success: boolean; message: string }>(`send-login-otp/${phone}`, { method: 'GET' }),
  });
