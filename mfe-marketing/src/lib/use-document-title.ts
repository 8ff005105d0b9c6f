import { useEffect } from 'react';
import { brand, noteServerTitle, renderingOnServer } from '@teduh/shared';

/** Sets the document title to `<title> | Teduh` once the page knows its title. */
export function useDocumentTitle(title: string | null | undefined): void {
  if (renderingOnServer && title) noteServerTitle(`${title} | ${brand.name}`);
  useEffect(() => {
    if (title) document.title = `${title} | ${brand.name}`;
  }, [title]);
}
