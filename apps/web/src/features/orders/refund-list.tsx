import { useLingui } from '@lingui/react/macro';
import { Undo2 } from 'lucide-react';
import css from './order-lifecycle.module.css';
import { type Refund, refundText } from './refund-text.ts';

/** The refunds of a cancelled order. */
export function RefundList({ refunds }: { refunds: Refund[] }) {
  const { t } = useLingui();
  if (refunds.length === 0) return null;
  return (
    <ul className={`notice ${css.goodNotice} ${css.refunds}`} aria-label={t`Refunds`}>
      {refunds.map((r) => (
        <li key={r.method}>
          <Undo2 aria-hidden size={16} /> {refundText(r)}
        </li>
      ))}
    </ul>
  );
}
