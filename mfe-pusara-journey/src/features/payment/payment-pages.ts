// The payment pages share one chunk: a member moves between them within one payment.
export { MandateSuccessPage } from './mandate-success-page';
export { MandateErrorPage, PaymentResponseErrorPage } from './payment-error-page';
export { PaymentMethodPage } from './payment-method-page';
export { PaymentPendingPage } from './payment-pending-page';
export { PaymentSuccessPage } from './payment-success-page';
export { PaymentSummaryPage } from './payment-summary-page';
