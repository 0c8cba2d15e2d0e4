import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import type { updateSlideBody } from '@khabar/domain/contracts/admin/slides/update-slide';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceById } from '../list-cache.ts';
import type { SlideFields } from '../slide-values.ts';
import { adminSlidesKey } from './list-admin-slides.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/promo-slides/:slideId `{ version, ...changes }` (admins only). A save naming an older
 * version is a 409: someone else saved first.
 */
export function useUpdateSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      slideId,
      version,
      changes,
    }: {
      slideId: number;
      version: number;
      changes: Partial<SlideFields> & { is_active?: boolean };
    }) =>
      apiRequest<{ data: AdminSlide }, typeof updateSlideBody>(`admin/promo-slides/${slideId}`, {
        body: { version, ...changes },
      }).then((r) => r.data),
    onSuccess: (saved) =>
      client.setQueryData<AdminSlide[]>(adminSlidesKey, (list) => replaceById(list, saved)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminSlidesKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
