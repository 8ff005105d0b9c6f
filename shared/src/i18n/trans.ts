// react-i18next's Trans and the HTML parser it brings: loaded by the i18n-react entry when first needed.
export { Trans } from 'react-i18next';
