// The brand (name, slug, cookie name, auth schemes) is configured once in @teduh/shared. Only its brand module is
// loaded: the package root would bring the browser UI library into the API. Until shared's package.json exports
// `./brand`, the subpath resolves through api/tsconfig.json `paths` and the jest moduleNameMapper.
export {
  authScheme,
  brand,
  freeAuthScheme,
  sessionCookieName,
  sessionHintCookieName,
} from '@teduh/shared/brand';
