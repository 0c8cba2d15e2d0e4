import type { AppConfig } from '@khabar/domain/contracts/app/get-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The browser's allow-listed settings (brand, support contacts, map tiles, business rules). */
export const useAppConfig = () =>
  useQuery({
    queryKey: ['config'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => apiRequest<AppConfig>('config', { method: 'GET' }),
  });

/** The city centre (DEFAULT_CENTER on the server): where a visitor who has chosen no place looks. */
export const useCityCentre = () => useAppConfig().data?.defaultCenter;

/** The brand's name as BRAND_NAME configures it on the server; this one default until the config is in. */
export const useBrandName = (): string => useAppConfig().data?.brandName ?? 'Khabar';
