import { apiClient } from '@teduh/shared';
import type { Declaration } from '../../../lib/verification';
import { declarationPath } from './get-declaration';

/** Saves the declaration with the accuracy acknowledgement (`POST ekyc/api/v2/declaration/`). */
export async function submitDeclaration(declaration: Declaration): Promise<Declaration> {
  const response = await apiClient.post<{ data: Declaration }>(declarationPath, {
    ...declaration,
    accuracy_acknowledged: true,
  });
  return response.data.data;
}
