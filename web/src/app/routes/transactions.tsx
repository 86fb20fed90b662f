import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { usePayment, useTransactions } from '../../features/credits/api/payments.ts';
import { PaymentResult } from '../../features/credits/components/payment-result.tsx';
import { Receipt } from '../../features/credits/components/receipt.tsx';
import { TransactionList } from '../../features/credits/components/transaction-list.tsx';
import { paths } from '../../lib/paths.ts';

/** /transactions/{id}: where the provider sends the payer back: the outcome and the receipt. */
function PaymentPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const payment = usePayment(id);
  return (
    <div className="container py-4 narrow-page" data-testid="payment-page">
      <ErrorAlert message={payment.error?.message} />
      {payment.isPending && <PageLoading />}
      {payment.data && (
        <>
          <PaymentResult payment={payment.data} />
          <Receipt payment={payment.data} />
        </>
      )}
      <Link className="btn btn-link mt-3 px-0" to={paths.transactions()}>
        {t('transactions.all')}
      </Link>
    </div>
  );
}

/** /transactions: the member's payments and credit movements. */
function TransactionsPage() {
  const { t } = useTranslation();
  const transactions = useTransactions();
  return (
    <div className="container py-4 narrow-page" data-testid="transactions-page">
      <h1 className="h3 mb-3">{t('transactions.title')}</h1>
      <ErrorAlert message={transactions.error?.message} />
      {transactions.isPending && <PageLoading />}
      {transactions.data && <TransactionList {...transactions.data} />}
    </div>
  );
}

export function Component() {
  const { id } = useParams();
  return id ? <PaymentPage id={id} /> : <TransactionsPage />;
}
