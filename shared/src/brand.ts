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
export const authScheme = brand.name;
export const freeAuthScheme = `${brand.name}Free`;
