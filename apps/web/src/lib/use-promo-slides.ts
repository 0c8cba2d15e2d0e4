import type { PromoSlide } from '@khabar/domain/contracts/catalog/promo-slider';
import { apiRequest } from './api-client.ts';
import { useResource } from './resource.ts';

export const usePromoSlides = () =>
  useResource('promo-slider', () =>
    apiRequest<{ mainSlides: PromoSlide[] }>('promo-slider').then((r) => r.mainSlides),
  );
