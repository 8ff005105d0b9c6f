import { lazy } from 'react';
import type { RemoteContribution } from '@teduh/shared';
import en from './locales/en.json';
import ms from './locales/ms.json';
import { routeSpecs } from './routes';

export const contribution: RemoteContribution = {
  remote: 'demos',
  namespace: 'demos',
  translations: { en, ms },
  routes: routeSpecs.map((spec) => ({
    ...spec,
    Page: lazy(() => import('./features/motor/motor-product-page').then((m) => ({ default: m.MotorProductPage }))),
  })),
};
