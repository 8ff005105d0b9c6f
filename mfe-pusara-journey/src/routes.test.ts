import { myCertificatesPath } from './lib/member-pages';
import { routeSpecs } from './routes';

// The web server answers a path no remote serves with 404 (there is no page at /dashboard itself): the close
// link of every wizard page goes to a page of this journey, to the member's certificates in the dashboard, or
// (sponsored cover) to the partner landing page of the partner journeys remote.
const journeyPaths: string[] = routeSpecs.map((route) => route.path);
const wizardPages = routeSpecs.flatMap((route) => ('closeTo' in route ? [[route.path, route.closeTo]] : []));

test.each(wizardPages)('%s closes to a page that exists (%s)', (_path, closeTo) => {
  expect([...journeyPaths, myCertificatesPath, '/my-kasih']).toContain(closeTo);
});
