// Entry @teduh/shared/identity: NRIC parsing and the age rules, for the pages that ask who the applicant
// is. Pure functions, so each app bundles the ones it uses instead of loading them on every page.
export * from './domain/nric';
export * from './domain/age';
