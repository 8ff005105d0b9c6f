// routes.json (build time only): the routes with each page's title and description in both languages, for
// the web server's head tags. The app never imports this file: it downloads one language at a time.
import { withPageHead } from '@teduh/shared';
import en from './locales/en.json';
import ms from './locales/ms.json';
import { routeSpecs as pages } from './routes';

export const routeSpecs = withPageHead(pages, { en, ms });
