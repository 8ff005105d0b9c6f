// Seed data, loaded idempotently: running it again changes nothing that is already there.
import { parseNric } from '@teduh/shared/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userAddresses, users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { UsersRepository } from '../auth/users-repository';
import { seedPartnerStaff } from '../partners/seed-partner-staff';
import { seedStaffMember } from '../staff/seed-staff';

/** The demo member of local and staging environments (documented in docs, never created in production). */
export const demoMember = {
  email: 'demo@teduh.my',
  password: 'Payung-Hijau-27',
  firstName: 'Aisyah',
  lastName: 'Rahman',
  idRef: '900512-14-5678',
  address: {
    address1: '12 Jalan Damai',
    address2: 'Taman Tun Dr Ismail',
    postcode: '60000',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan Kuala Lumpur',
  },
} as const;

export interface SeedReport {
  demoMember: 'created' | 'exists';
}

export async function runSeed(db: Database, options: { scryptCost: number }): Promise<SeedReport> {
  // The eKYC reviewer (staff@teduh.my, password in api/README.md).
  await seedStaffMember(db, options);
  // The partner staff of the seeded partners (rosters, statements), when the partners are there.
  await seedPartnerStaff(db, options);
  const repository = new UsersRepository(db);
  if (await repository.findByEmail(demoMember.email)) return { demoMember: 'exists' };

  // Date of birth and gender follow from the NRIC, by the shared rule.
  const nric = parseNric(demoMember.idRef);
  if (!nric) throw new Error(`The demo NRIC ${demoMember.idRef} is not valid`);
  const passwordHash = await hashPassword(demoMember.password, options.scryptCost);

  await db.transaction(async (tx) => {
    const user = await repository.create(
      {
        email: demoMember.email,
        passwordHash,
        firstName: demoMember.firstName,
        lastName: demoMember.lastName,
        language: 'en',
      },
      tx,
    );
    await tx
      .update(users)
      .set({ idRef: nric.dashed, dob: nric.dob, gender: nric.gender })
      .where(eq(users.id, user.id));
    await tx.insert(userAddresses).values({ userId: user.id, country: 'MY', ...demoMember.address });
  });
  return { demoMember: 'created' };
}
