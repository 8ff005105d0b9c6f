// Staff roles: members who review eKYC submissions. Granted from the CLI (`npm run staff -w api -- grant`).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRoles, users } from '../../db/schema';

export class UnknownMemberError extends Error {
  constructor(readonly email: string) {
    super(`No member has the e-mail address ${email}`);
    this.name = 'UnknownMemberError';
  }
}

/** Makes the member with this address staff; answers whether the role was new. */
export async function grantStaff(db: Database, email: string): Promise<{ userId: string; created: boolean }> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) throw new UnknownMemberError(email);
  const inserted = await db
    .insert(userRoles)
    .values({ userId: user.id, role: 'staff' })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return { userId: user.id, created: inserted.length > 0 };
}
