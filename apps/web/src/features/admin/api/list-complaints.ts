import type {
  listComplaintsBody,
  SupportComplaint,
} from '@khabar/domain/contracts/complaints/list-complaints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const complaintsKey = ['admin-complaints'] as const;

/** POST admin/complaints (support, admins): open complaints first, each with its order, customer and cap. */
export const useComplaints = () =>
  useQuery({
    queryKey: complaintsKey,
    staleTime: 0,
    // Customers report while support looks: the list refreshes itself while it is open.
    refetchInterval: 30_000,
    queryFn: ({ signal }) =>
      apiRequest<{ data: { complaints: SupportComplaint[] } }, typeof listComplaintsBody>(
        'admin/complaints',
        { signal, body: {} },
      ).then((r) => r.data.complaints),
  });
