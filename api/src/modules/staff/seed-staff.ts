// The staff account of local and staging environments (never created in production, like the demo member).
import { hashPassword } from '../auth/passwords';
import { UsersRepository } from '../auth/users-repository';
import type { Database } from '../../db/database';
import { grantStaff } from './roles';

export const staffMember = {
  email: 'staff@teduh.my',
  password: 'Semak-Identiti-Rimbun-64',
  firstName: 'Nadia',
  lastName: 'Semak',
} as const;

/** Creates the staff account with its role; idempotent. */
export async function seedStaffMember(
  db: Database,
  options: { scryptCost: number },
): Promise<'created' | 'exists'> {
  const repository = new UsersRepository(db);
  if (await repository.findByEmail(staffMember.email)) {
    await grantStaff(db, staffMember.email);
    return 'exists';
  }
  const passwordHash = await hashPassword(staffMember.password, options.scryptCost);
  await db.transaction(async (tx) => {
    await new UsersRepository(tx).create(
      {
        email: staffMember.email,
        passwordHash,
        firstName: staffMember.firstName,
        lastName: staffMember.lastName,
        language: 'en',
      },
      tx,
    );
    await grantStaff(tx, staffMember.email);
  });
  return 'created';
}
