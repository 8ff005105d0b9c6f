// Entry @teduh/shared/journey: the pieces a wizard journey is assembled from (layout, steps in the URL,
// the e-mail/PIN/password steps, person fields, the contribution breakdown, the payment result pages). A federation singleton of its
// own, loaded with the first journey page, never with a page that has none (ADR 0006).
export * from './wizard-box';
export * from './step-heading';
export * from './step-actions';
export * from './stepper';
export * from './use-step-in-url';
export * from './pin-sent';
export * from './pin-field';
export * from './email-step';
export * from './pin-step';
export * from './new-password-step';
export * from './server-field-errors';
export * from './step-failure';
export * from './use-countdown';
export * from './contribution-breakdown';
export * from './person-fields';
export * from './password-field';
export * from './beneficiary-fields';
export * from './payment-result';
export * from './details-list';
