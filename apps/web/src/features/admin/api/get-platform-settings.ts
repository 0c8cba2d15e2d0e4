import type { PlatformSettings } from '@khabar/domain/contracts/admin/settings/settings-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const platformSettingsKey = ['admin-settings'] as const;

const platformSettingsQuery = queryOptions({
  queryKey: platformSettingsKey,
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<{ data: PlatformSettings }>('admin/settings', { signal }).then((r) => r.data),
});

/** The business settings in force, their defaults and version (POST admin/settings; admins only). */
export const usePlatformSettings = () => useQuery(platformSettingsQuery);
