import type { rotateWebhookSecretBody } from '@khabar/domain/contracts/admin/webhooks/rotate-webhook-secret';
import type { AdminWebhook } from '@khabar/domain/contracts/admin/webhooks/webhook-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { webhooksKey } from './list-webhooks.ts';

/** POST admin/webhooks/:webhookId/rotate `{ version }` (admins only): the new secret, shown once. */
export function useRotateWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      apiRequest<{ data: AdminWebhook & { secret: string } }, typeof rotateWebhookSecretBody>(
        `admin/webhooks/${id}/rotate`,
        {
          body: { version },
        },
      ).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: webhooksKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
