/** The i18next namespace of the shared library's strings (validation messages live in it). */
export const sharedNamespace = 'shared';
