// Granting the staff role by e-mail address (the CLI's `grant`); roles themselves are auth's (roles-repository).
import type { Database } from '../../db/database';
import { RolesRepository } from '../auth/roles-repository';
import { UsersRepository } from '../auth/users-repository';

export class UnknownMemberError extends Error {
  constructor(readonly email: string) {
    super(`No member has the e-mail address ${email}`);
    this.name = 'UnknownMemberError';
  }
}

/** Makes the member with this address staff; answers whether the role was new. */
export async function grantStaff(db: Database, email: string): Promise<{ userId: string; created: boolean }> {
  const user = await new UsersRepository(db).findByEmail(email);
  if (!user) throw new UnknownMemberError(email);
  const created = await new RolesRepository(db).grant(user.id, 'staff');
  return { userId: user.id, created };
}
