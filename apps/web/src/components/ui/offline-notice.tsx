import { WifiOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online.ts';

/** A plain-words notice while the browser has no network; nothing at all when it has. */
export function OfflineNotice({ children }: { children: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="notice" role="status">
      <WifiOff aria-hidden size={16} /> {children}
    </p>
  );
}
