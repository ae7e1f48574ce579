import { eq } from "drizzle-orm";
import {
  DEFAULT_PREFERENCES,
  type NotificationPreferences,
  type ProfileInput,
} from "../../core/account-settings.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { Db } from "../db/client.ts";
import { userProfiles } from "../db/schema/identity.ts";
import { users } from "../db/schema/identity.ts";

export type Profile = ProfileInput & { workEmail: string; company: string };

/**
 * Account Information's profile and notification preferences. The name lives on the user (what
 * sign-in and mails use); the rest in user_profiles, whose row appears at the first save.
 */
export function createAccountSettings(db: Db) {
  async function profileRow(userId: string) {
    const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    return row;
  }

  return {
    async profile(viewer: BuyerViewer): Promise<Profile> {
      const row = await profileRow(viewer.userId);
      return {
        fullName: viewer.name,
        workEmail: viewer.email,
        company: viewer.companyName,
        phone: row?.phone ?? "",
        country: row?.country ?? "USA",
        state: row?.state ?? "",
        address: row?.address ?? "",
        city: row?.city ?? "",
        zipCode: row?.zipCode ?? "",
      };
    },

    async saveProfile(viewer: BuyerViewer, input: ProfileInput): Promise<void> {
      const { fullName, ...fields } = input;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ name: fullName, updatedAt: new Date() })
          .where(eq(users.id, viewer.userId));
        await tx
          .insert(userProfiles)
          .values({ userId: viewer.userId, ...fields })
          .onConflictDoUpdate({ target: userProfiles.userId, set: { ...fields, updatedAt: new Date() } });
      });
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      const row = await profileRow(userId);
      if (!row) return { ...DEFAULT_PREFERENCES };
      const { orderUpdates, promotions, newsletter, accountAlerts, emailChannel, smsChannel } = row;
      return { orderUpdates, promotions, newsletter, accountAlerts, emailChannel, smsChannel };
    },

    async savePreferences(userId: string, preferences: NotificationPreferences): Promise<void> {
      await db
        .insert(userProfiles)
        .values({ userId, ...preferences })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...preferences, updatedAt: new Date() } });
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
