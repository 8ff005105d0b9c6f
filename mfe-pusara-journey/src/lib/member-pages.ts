// Pages of the dashboard remote this journey sends the member to (the dashboard has no page at /dashboard itself).

/** The member's certificates: where every "go to my dashboard" of the journey leads. */
export const myCertificatesPath = '/dashboard/policies';

/** One certificate's page in the dashboard. */
export const certificatePagePath = (uuid: string) => `/dashboard/policy-detail/${uuid}`;
