// POST /api/admin/settings {} -> the business settings in force, their defaults and version (admins
// only: support neither reads nor changes them).
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { platformSettings } from './settings-fields.ts';

export const getPlatformSettingsBody = emptyBody;
export const getPlatformSettingsResponse = okResponse(platformSettings);
