// Entry @teduh/shared/forms: form fields (formik-aware), yup validators and phone rules. Kept out of the
// core entry so pages without a form never download formik, yup or libphonenumber's metadata.
export * from './ui/text-field';
export * from './ui/date-field';
export * from './ui/select-field';
export * from './ui/slider';
export * from './ui/switch';
export * from './ui/checkbox-field';
export * from './ui/radio-group';
export * from './ui/focus-first-error';
export * from './domain/validation';
export * from './domain/phone';
export * from './domain/enquiry';

import { registerTranslations } from '@teduh/shared';
import { sharedNamespace } from './domain/namespace';
import en from './locales/en.json?strings=forms';
import ms from './locales/ms.json?strings=forms';

// The validation messages come with the form fields, in the shared namespace.
registerTranslations(sharedNamespace, { en, ms });
