import { decimalStringToSen } from '@teduh/shared';

/** A uuid as the API issues them; anything else in the address is a page that does not exist. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's money ("1266.84") in sen. */
export const decimalToSen = decimalStringToSen;

export const motorPaths = {
  product: '/demo-ecics-motor-sales-journey/product-details',
  form: (uuid?: string) => `/demo-ecics-motor-sales-journey/form${uuid ? `/${uuid}` : ''}`,
  summary: (uuid: string) => `/demo-ecics-motor-sales-journey/summary/${uuid}`,
};
