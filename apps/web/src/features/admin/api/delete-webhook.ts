import type { deleteWebhookBody } from '@khabar/domain/contracts/admin/webhooks/delete-webhook';
import type { AdminWebhook } from '@khabar/domain/contracts/admin/webhooks/webhook-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { webhooksKey } from './list-webhooks.ts';

/** POST admin/webhooks/:webhookId/delete `{ version }` (admins only): the endpoints left. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      apiRequest<{ data: AdminWebhook[] }, typeof deleteWebhookBody>(`admin/webhooks/${id}/delete`, {
        body: { version },
      }).then((r) => r.data),
    onSuccess: (left) => client.setQueryData<AdminWebhook[]>(webhooksKey, left),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: webhooksKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
