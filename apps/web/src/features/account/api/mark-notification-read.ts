import type { NotificationJson } from '@khabar/domain/contracts/account/get-user-notifications';
import type { markNotificationBody } from '@khabar/domain/contracts/account/mark-one-notification-read';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session-store.ts';

/** POST mark-one-notification-read `{ notification_id }`: the answer is the alerts list as it is now. */
export function useMarkNotificationRead() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) =>
      apiRequest<NotificationJson[], typeof markNotificationBody>('mark-one-notification-read', {
        body: { notification_id: notificationId },
      }),
    onSuccess: (list) => queryClient.setQueryData(['notifications', user?.id], list),
  });
}
