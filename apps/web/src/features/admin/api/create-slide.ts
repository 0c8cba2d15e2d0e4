import type { createSlideBody } from '@khabar/domain/contracts/admin/slides/create-slide';
import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SlideFields } from '../slide-values.ts';
import { adminSlidesKey } from './list-admin-slides.ts';
import { auditKey } from './list-audit-log.ts';

/** POST admin/promo-slides/create (admins only): the slide, last, shown once its photo is in. */
export function useCreateSlide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: SlideFields) =>
      apiRequest<{ data: AdminSlide }, typeof createSlideBody>('admin/promo-slides/create', {
        body: fields,
      }).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminSlidesKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
