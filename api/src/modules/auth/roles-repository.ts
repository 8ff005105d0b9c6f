// Roles beyond member (user_roles): today only staff, who review eKYC submissions, underwriting answers and
// certificates. Granted from the CLI (`npm run staff -w api -- grant`).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userRoles, type UserRole } from '../../db/schema';

export class RolesRepository {
  constructor(private readonly db: Database) {}

  async hasRole(userId: string, role: UserRole): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .limit(1);
    return Boolean(row);
  }

  async isStaff(userId: string): Promise<boolean> {
    return this.hasRole(userId, 'staff');
  }

  /** Gives the member a role; answers whether it was new. */
  async grant(userId: string, role: UserRole): Promise<boolean> {
    const inserted = await this.db
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    return inserted.length > 0;
  }
}
