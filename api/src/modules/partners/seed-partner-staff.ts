// The partner staff accounts of local and staging environments (never created in production, like the demo
// member): one per seeded partner, with the role partner_staff for that partner only.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partners } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { UsersRepository } from '../auth/users-repository';
import { charityPartnerSlug, employerPartnerSlug } from './partners-seed';
import { PartnersRepository } from './partners-repository';

export const partnerStaffMembers = [
  {
    partner: charityPartnerSlug,
    email: 'staff@mykasih.example',
    password: 'Senarai-Kasih-Rimbun-31',
    firstName: 'Farah',
    lastName: 'Kasih',
  },
  {
    partner: employerPartnerSlug,
    email: 'hr@gemilang.example',
    password: 'Faedah-Pekerja-Gemilang-42',
    firstName: 'Hafiz',
    lastName: 'Gemilang',
  },
] as const;

/** Creates each partner staff account with its role; idempotent (the partners must be seeded first). */
export async function seedPartnerStaff(db: Database, options: { scryptCost: number }): Promise<void> {
  const users = new UsersRepository(db);
  const repository = new PartnersRepository(db);
  for (const member of partnerStaffMembers) {
    const [partner] = await db.select().from(partners).where(eq(partners.slug, member.partner));
    if (!partner) continue;
    const existing = await users.findByEmail(member.email);
    const user =
      existing ??
      (await users.create({
        email: member.email,
        passwordHash: await hashPassword(member.password, options.scryptCost),
        firstName: member.firstName,
        lastName: member.lastName,
        language: 'en',
      }));
    await repository.grantStaff(user.id, partner.id);
  }
}
