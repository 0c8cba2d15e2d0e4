import type { removeSlideBody } from '@khabar/domain/contracts/admin/slides/remove-slide';
import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSlidesKey } from './list-admin-slides.ts';
import { auditKey } from './list-audit-log.ts';

/** POST admin/promo-slides/:slideId/remove `{ version }` (admins only): the slides left, in order. */
export function useRemoveSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slideId, version }: { slideId: number; version: number }) =>
      apiRequest<{ data: AdminSlide[] }, typeof removeSlideBody>(`admin/promo-slides/${slideId}/remove`, {
        body: { version },
      }).then((r) => r.data),
    onSuccess: (slides) => client.setQueryData(adminSlidesKey, slides),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminSlidesKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
