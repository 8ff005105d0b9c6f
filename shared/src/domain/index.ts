// Isomorphic domain rules shared by the web apps and the API (`@teduh/shared/domain`): no React, no DOM.
export * from './nric';
export * from './age';
export * from './money';
export * from './phone';
export * from './validation';
export * from './enquiry';
export * from './glossary';
export * from './product-facts';
export * from './dates';
export * from './card-brand';
