import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import type { photoFormFields } from '@khabar/domain/contracts/images/photo-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formBody } from '../../../lib/form-body.ts';
import { replaceById } from '../list-cache.ts';
import { adminCaptainsKey } from './list-admin-captains.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/captains/:captainId/photo (multipart: version, photo; admins only): the captain with the
 * photo cropped square for the round portrait (a few seconds). The login goes in the Bearer header,
 * never in the form. A 409 means the captain changed since the version was read; 400, 413 and 415 say
 * what is wrong with the file.
 */
export function useUploadCaptainPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ captainId, version, photo }: { captainId: number; version: number; photo: File }) => {
      return apiRequest<{ data: AdminCaptain }, typeof photoFormFields>(`admin/captains/${captainId}/photo`, {
        body: formBody({ version }, { photo }),
      }).then((r) => r.data);
    },
    onSuccess: (c) => client.setQueryData<AdminCaptain[]>(adminCaptainsKey, (list) => replaceById(list, c)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCaptainsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
