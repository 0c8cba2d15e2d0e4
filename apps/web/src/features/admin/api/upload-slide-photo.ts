import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import type { photoFormFields } from '@khabar/domain/contracts/images/photo-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formBody } from '../../../lib/form-body.ts';
import { replaceById } from '../list-cache.ts';
import { adminSlidesKey } from './list-admin-slides.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/promo-slides/:slideId/photo (multipart: version, photo; admins only): the slide with its
 * photo, cropped to the carousel's 5:2 and made into every size (a few seconds). A 409 means the slide
 * was saved since the version was read; 400, 413 and 415 say what is wrong with the file.
 */
export function useUploadSlidePhoto(slideId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, photo }: { version: number; photo: File }) => {
      return apiRequest<{ data: AdminSlide }, typeof photoFormFields>(`admin/promo-slides/${slideId}/photo`, {
        body: formBody({ version }, { photo }),
      }).then((r) => r.data);
    },
    onSuccess: (saved) =>
      client.setQueryData<AdminSlide[]>(adminSlidesKey, (list) => replaceById(list, saved)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminSlidesKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
