// Entry @teduh/shared/testing: helpers for the apps' tests only, never imported by app code.
export * from './render-page';
export * from './profile-fixture';
export * from './api-error';
export * from './fake-api';
export { axiosClient as testAxiosClient } from '../api/axios-client';
