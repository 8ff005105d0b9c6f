// Module resolve hook: bare `drizzle-orm` imports resolve from the api workspace.
const apiPackageUrl = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: apiPackageUrl });
  }
  return nextResolve(specifier, context);
}
