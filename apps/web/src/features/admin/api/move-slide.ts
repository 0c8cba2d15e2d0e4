import type { moveSlideBody } from '@khabar/domain/contracts/admin/slides/move-slide';
import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSlidesKey } from './list-admin-slides.ts';
import { auditKey } from './list-audit-log.ts';

/** POST admin/promo-slides/:slideId/move `{ version, position }` (admins only): every slide, in order. */
export function useMoveSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slideId, version, position }: { slideId: number; version: number; position: number }) =>
      apiRequest<{ data: AdminSlide[] }, typeof moveSlideBody>(`admin/promo-slides/${slideId}/move`, {
        body: { version, position },
      }).then((r) => r.data),
    onSuccess: (slides) => client.setQueryData(adminSlidesKey, slides),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminSlidesKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
