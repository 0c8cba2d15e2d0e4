import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminSlidesKey = ['admin-slides'] as const;

const adminSlidesQuery = queryOptions({
  queryKey: adminSlidesKey,
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<{ data: AdminSlide[] }>('admin/promo-slides', { signal }).then((r) => r.data),
});

/** Every promo slide in carousel order, shown now or not (POST admin/promo-slides; admins only). */
export const useAdminSlides = () => useQuery(adminSlidesQuery);
