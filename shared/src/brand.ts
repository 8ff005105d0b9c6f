/**
 * The one place the brand is configured. Every `{product}` of the spec resolves from here:
 * routes (`/why-teduh`, `/teduh-test`), the session cookie name and the auth header schemes.
 */
export const brand = {
  name: 'Teduh',
  slug: 'teduh',
  flagshipProductName: 'Pusara Pro',
  flagshipSlug: 'pusara-pro',
  whatsappNumber: '60312345678',
  supportEmail: 'support@teduh.my',
} as const;

export const sessionCookieName = brand.slug;
/**
 * Set beside the (HttpOnly) session cookie, readable by the page and holding nothing secret: the web app asks
 * the API who the visitor is only when it is there, so an anonymous visitor's page makes no call answering 401.
 */
export const sessionHintCookieName = `${brand.slug}_signed_in`;
export const authScheme = brand.name;
export const freeAuthScheme = `${brand.name}Free`;
