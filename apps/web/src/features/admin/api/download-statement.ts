import { useMutation } from '@tanstack/react-query';
import { ApiError, storedToken } from '../../../lib/api-client.ts';

/**
 * Saves one restaurant's statement as a CSV file (GET admin/statements/:id/:month.csv; admin only).
 * Fetched with the session's Bearer header (a plain link would carry none), then handed to the
 * browser as a download under the server's file name.
 */
async function downloadStatement({ restaurantId, month }: { restaurantId: number; month: string }) {
  const token = storedToken();
  let res: Response;
  try {
    res = await fetch(`/api/admin/statements/${restaurantId}/${month}.csv`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('You seem to be offline. Check your connection and try again.', 0);
  }
  if (!res.ok) {
    const data = await res.json().catch(() => null);
    throw new ApiError(data?.message ?? 'Something went wrong. Please try again.', res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ?? `statement-${restaurantId}-${month}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file by the next task; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return a.download;
}

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
