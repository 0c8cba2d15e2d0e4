import type { AppConfig } from '@khabar/domain/contracts/app/get-config';
import { apiRequest } from './api-client.ts';
import { useResource } from './resource.ts';

/** The browser's allow-listed settings (brand, support contacts, map tiles, business rules). */
export const useAppConfig = () =>
  useResource('config', () => apiRequest<AppConfig>('config', { method: 'GET' }), {
    staleMs: Number.POSITIVE_INFINITY,
  });

/** The city centre (DEFAULT_CENTER on the server): where a visitor who has chosen no place looks. */
export const useCityCentre = () => useAppConfig().data?.defaultCenter;

/** The brand's name as BRAND_NAME configures it on the server; this one default until the config is in. */
export const useBrandName = (): string => useAppConfig().data?.brandName ?? 'Khabar';
