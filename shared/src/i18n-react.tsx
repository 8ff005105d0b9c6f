// React bindings of the i18next singleton, as every app uses them. Apps import them from here, never from
// react-i18next: a shared package is never tree-shaken, and this entry (one shared instance, like the
// router's) leaves out the ICU, SSR and higher-order parts that no page uses.
export { I18nextProvider, Trans, initReactI18next, useTranslation } from 'react-i18next';
export type { UseTranslationOptions } from 'react-i18next';
