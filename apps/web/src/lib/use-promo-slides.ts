import type { PromoSlide } from '@khabar/domain/contracts/catalog/promo-slider';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const usePromoSlides = () =>
  useQuery({
    queryKey: ['promo-slider'],
    queryFn: () => apiRequest<{ mainSlides: PromoSlide[] }>('promo-slider').then((r) => r.mainSlides),
  });
