import type { AppConfig } from '@khabar/domain/contracts/app/get-config';
import { apiRequest } from './api-client.ts';
import { useResource } from './resource.ts';

/**
 * The browser's allow-listed settings (brand, support contacts, map tiles, business rules). Kept while
 * the app is open; `fresh` asks again when the copy is older than a minute, for the screens that quote
 * what an admin may change without a restart (the help screens: support contacts, tax, limits).
 */
export const useAppConfig = ({ fresh = false }: { fresh?: boolean } = {}) =>
  useResource('config', () => apiRequest<AppConfig>('config', { method: 'GET' }), {
    staleMs: fresh ? 60_000 : Number.POSITIVE_INFINITY,
    // The brand and the city centre, for a screen opened offline (decision 050).
    offline: true,
  });

/** The city centre (DEFAULT_CENTER on the server): where a visitor who has chosen no place looks. */
export const useCityCentre = () => useAppConfig().data?.defaultCenter;

/** The brand's name as BRAND_NAME configures it on the server; this one default until the config is in. */
export const useBrandName = (): string => useAppConfig().data?.brandName ?? 'Khabar';
