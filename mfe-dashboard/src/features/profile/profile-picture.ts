import { apiBaseUrl } from '@teduh/shared';

/** The API may answer the picture as a path of its own; the browser needs the whole address. */
export function pictureUrl(picture: string | null): string | null {
  if (!picture) return null;
  if (/^(https?:|data:|blob:)/i.test(picture)) return picture;
  const base = apiBaseUrl();
  if (!base) return picture;
  try {
    return new URL(picture.replace(/^\//, ''), base).toString();
  } catch {
    return picture;
  }
}

/** Up to two letters for the stand-in picture ("Aisyah Rahman" -> "AR"). */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}
