import OrdersPage from '@/features/collabs/pages/orders-page';
import { TaxDocumentButtons } from '@/features/invoices/components/tax-document-buttons';

/** /order, each paid order's card with the invoices feature's tax invoice and credit note downloads. */
export default function OrdersRoute() {
  return <OrdersPage taxDocuments={(documents) => <TaxDocumentButtons documents={documents} />} />;
}
