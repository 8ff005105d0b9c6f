import { brand } from '@teduh/shared';

const root = `/demo-${brand.slug}-kubur-pro` as const;

export const kuburProPaths = {
  landing: root,
  form: `${root}/form` as const,
  quotation: (uuid: string) => `${root}/generated-quotation?uuid=${encodeURIComponent(uuid)}`,
  success: (uuid: string) => `${root}/success?uuid=${encodeURIComponent(uuid)}`,
  certificate: (uuid: string) => `/dashboard/${brand.slug}-policies/kubur-pro/${uuid}`,
};

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
