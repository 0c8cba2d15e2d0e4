import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Search, UserSearch } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminTable } from './admin-table.tsx';
import { type CustomerLookup, useFindCustomer } from './api/find-customer.ts';
import { readLookup } from './customer-values.ts';
import own from './customers.module.css';

/** The lookup an address holds (?phone= or ?order=), as the API takes it. */
function lookupOf(params: URLSearchParams): CustomerLookup | null {
  const phone = params.get('phone');
  const order = params.get('order');
  if (phone) {
    const read = readLookup(phone);
    return read.ok && 'phone' in read.lookup ? read.lookup : null;
  }
  if (order) {
    const read = readLookup(order);
    return read.ok && 'order_id' in read.lookup ? read.lookup : null;
  }
  return null;
}

/**
 * `/admin/customers`: support finds the customer on the phone by the number they call from or an order
 * number they read out (exact matches only: no browsing customers). The search is in the address, so
 * Back from a customer's page comes back to it.
 */
export function CustomersPanel() {
  const [params, setParams] = useSearchParams();
  const lookup = lookupOf(params);
  const [text, setText] = useState(() => params.get('phone') ?? params.get('order') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const found = useFindCustomer(lookup);
  const id = useId();
  const headingId = `${id}-title`;
  const resultRef = useRef<HTMLDivElement>(null);
  const searched = lookup ? JSON.stringify(lookup) : '';
  // A new answer: the focus goes to it, so a screen reader reads who was found.
  useEffect(() => {
    if (searched && !found.isPending) resultRef.current?.focus();
  }, [searched, found.isPending]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readLookup(text);
    if (!read.ok) {
      setProblem(read.message);
      document.getElementById(`${id}-q`)?.focus();
      return;
    }
    setProblem(null);
    setParams('phone' in read.lookup ? { phone: read.lookup.phone } : { order: read.lookup.order_id });
  };

  return (
    <>
      <h1 id={headingId} className={css.title}>
        Customers
      </h1>
      <form className={own.search} onSubmit={submit} noValidate aria-label="Find a customer">
        <label className="field" htmlFor={`${id}-q`}>
          Mobile number or order number
          <input
            id={`${id}-q`}
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="98765 43210 or KB2611264F7Q2K"
            value={text}
            maxLength={40}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          />
        </label>
        <Button type="submit">
          <Search aria-hidden size={18} /> Find
        </Button>
      </form>
      {problem ? (
        <p className="form-problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : (
        <p className="muted small" id={`${id}-hint`}>
          Exact matches only: the number they call from, or an order number they read out.
        </p>
      )}
      {lookup && (
        <div ref={resultRef} tabIndex={-1} className={own.result} aria-live="polite">
          {found.isPending ? (
            <SkeletonCard label="Looking for the customer" />
          ) : found.isError ? (
            <div className="card" role="alert">
              <p>We could not look the customer up. {found.error.message}</p>
              <div>
                <Button onClick={() => void found.refetch()}>Try again</Button>
              </div>
            </div>
          ) : found.data ? (
            <>
              <h2 id={`${id}-found`} className={css.subtitle}>
                Found
              </h2>
              <AdminTable
                labelledBy={`${id}-found`}
                rows={[found.data]}
                rowKey={(c) => c.user_id}
                rowHeader={{
                  name: 'Name',
                  cell: (c) => (
                    <Link className="link" to={`/admin/customers/${c.user_id}`}>
                      {c.name}
                    </Link>
                  ),
                }}
                columns={[
                  { name: 'Mobile', cell: (c) => c.phone },
                  {
                    name: 'Wallet',
                    numeric: true,
                    cell: (c) => formatInr(rupeesToPaise(c.wallet_balance)),
                  },
                  {
                    name: 'Orders',
                    numeric: true,
                    cell: (c) =>
                      `${c.orders_count}${c.open_orders_count ? ` (${c.open_orders_count} open)` : ''}`,
                  },
                  { name: 'Customer since', cell: (c) => formatDate(c.joined_at) },
                  {
                    name: 'Account',
                    cell: (c) =>
                      c.blocked_at ? (
                        <span className="status status--bad">Blocked</span>
                      ) : (
                        <span className="status">Active</span>
                      ),
                  },
                ]}
              />
            </>
          ) : (
            <div className="empty">
              <UserSearch aria-hidden size={44} className="empty__icon" />
              <h2>No customer found</h2>
              <p>
                {'phone' in lookup
                  ? `No account has the number ${lookup.phone}.`
                  : `No order has the number ${lookup.order_id}.`}{' '}
                Check it with the caller and try again.
              </p>
            </div>
          )}
        </div>
      )}
    </>
  );
}
