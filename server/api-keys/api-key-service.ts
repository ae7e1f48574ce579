import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { sql, type Db } from "../db/client.ts";
import { companies, companyMembers } from "../db/schema/companies.ts";
import { users } from "../db/schema/identity.ts";
import { apiKeys } from "../db/schema/api-keys.ts";
import { NotFoundError } from "../errors.ts";
import type { BuyerViewer } from "../../core/viewer.ts";
import type { ApiKeyScope } from "../../core/api-keys.ts";

/** Keys read `ck_` and 43 characters of 32 random bytes: a secret no guessing reaches, so SHA-256 is its hash. */
const KEY_PREFIX = "ck_";
const SHOWN_CHARACTERS = 10;

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

export interface ApiKeyView {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A key that authenticated: the company member it acts as, and what it may do. */
export interface ApiKeyHolder {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  viewer: BuyerViewer;
}

/** A company's API keys: made and revoked by its admins, each acting for the company as the admin who made it. */
export function createApiKeyService(db: Db) {
  return {
    async list(viewer: BuyerViewer): Promise<ApiKeyView[]> {
      return db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          scopes: apiKeys.scopes,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
          revokedAt: apiKeys.revokedAt,
        })
        .from(apiKeys)
        .where(eq(apiKeys.companyId, viewer.companyId))
        .orderBy(desc(apiKeys.id));
    },

    /** A new key; the answer is the only time the whole key is seen. */
    async create(
      viewer: BuyerViewer,
      name: string,
      scopes: ApiKeyScope[],
    ): Promise<{ id: number; key: string }> {
      const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
      const [row] = await db
        .insert(apiKeys)
        .values({
          companyId: viewer.companyId,
          createdBy: viewer.userId,
          name,
          prefix: key.slice(0, SHOWN_CHARACTERS),
          keyHash: hashApiKey(key),
          scopes: [...new Set(scopes)],
        })
        .returning({ id: apiKeys.id });
      return { id: row.id, key };
    },

    /** Revokes one of the company's keys at once; another company's key is not found. */
    async revoke(viewer: BuyerViewer, id: number): Promise<void> {
      const revoked = await db
        .update(apiKeys)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, viewer.companyId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      if (revoked.length === 0) throw new NotFoundError("No such API key.");
    },

    /**
     * The holder of a presented key: unrevoked, of an active company, made by someone still its member.
     * Null for anything else, which callers answer with a bare 401.
     */
    async authenticate(key: string): Promise<ApiKeyHolder | null> {
      if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
      const [row] = await db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          scopes: apiKeys.scopes,
          userId: users.id,
          email: users.email,
          userName: users.name,
          companyId: companies.id,
          companyName: companies.name,
          companyRole: companyMembers.role,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.createdBy))
        .innerJoin(
          companyMembers,
          and(eq(companyMembers.userId, apiKeys.createdBy), eq(companyMembers.companyId, apiKeys.companyId)),
        )
        .innerJoin(companies, and(eq(companies.id, apiKeys.companyId), eq(companies.status, "active")))
        .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        scopes: row.scopes as ApiKeyScope[],
        viewer: {
          kind: "buyer",
          userId: row.userId,
          email: row.email,
          name: row.userName,
          companyId: row.companyId,
          companyName: row.companyName,
          companyRole: row.companyRole,
        },
      };
    },

    /** Records the key's use, at most once a minute (one short update). */
    async touch(id: number): Promise<void> {
      await db.execute(
        sql`update api_keys set last_used_at = now()
            where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
      );
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
