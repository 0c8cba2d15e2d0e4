import type { updateWebhookBody } from '@khabar/domain/contracts/admin/webhooks/update-webhook';
import type { AdminWebhook } from '@khabar/domain/contracts/admin/webhooks/webhook-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceById } from '../list-cache.ts';
import { auditKey } from './list-audit-log.ts';
import { webhooksKey } from './list-webhooks.ts';

/** POST admin/webhooks/:webhookId `{ version, is_active }` (admins only); an older version is a 409. */
export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, is_active }: { id: number; version: number; is_active: boolean }) =>
      apiRequest<{ data: AdminWebhook }, typeof updateWebhookBody>(`admin/webhooks/${id}`, {
        body: { version, is_active },
      }).then((r) => r.data),
    onSuccess: (saved) =>
      client.setQueryData<AdminWebhook[]>(webhooksKey, (list) => replaceById(list, saved)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: webhooksKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
