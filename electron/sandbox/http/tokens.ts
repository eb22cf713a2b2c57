// Access tokens: minted as `<secret>.<row id hex>.<3 fields>` (five dot-separated fields like
// upstream's v1 format), stored only as a hash in access_tokens.value. The row id inside the token
// makes lookup one indexed query; a verified token is remembered by its SHA-256 so the slow hash
// runs once per token and process, while every request still re-reads the row (revocation, expiry).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';

/** Hashing for tokens and passwords (scrypt from db/credentials.ts in the real sandbox). */
export interface SecretHasher {
  hash(secret: string): Promise<string>;
  verify(secret: string, hash: string): Promise<boolean>;
}

export type TokenCheck =
  | { ok: true; tokenId: string; personId: string }
  | { ok: false; reason: 'invalid-format' | 'unknown' | 'expired' };

interface TokenRow {
  id: string;
  person_id: string;
  value: string;
  expires_at: Date | string | null;
  auto_renew: boolean;
}

const day = 86_400_000;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function idFromHex(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface MintOptions {
  personId: string;
  name: string;
  createdBy?: string | null;
  expiresAt?: Date | null;
  autoRenew?: boolean;
}

export class TokenStore {
  private readonly db: PGlite;
  private readonly secrets: SecretHasher;
  /** sha256(token) → { token row id, stored hash } for tokens whose secret was verified. */
  private readonly verified = new Map<string, { id: string; value: string }>();
  /** Tokens made valid with ensure() (any format): kept across forget(), still re-checked per request. */
  private readonly pinned = new Map<string, { id: string; value: string }>();

  constructor(db: PGlite, secrets: SecretHasher) {
    this.db = db;
    this.secrets = secrets;
  }

  async mint(options: MintOptions): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    const token = `${randomBytes(24).toString('base64url')}.${id.replace(/-/g, '')}.sbx.1.1`;
    await this.insert(id, token, options);
    return { id, token };
  }

  /**
   * Makes an exact, caller-chosen token valid for a person (the CLI's `--token`). Rows from earlier
   * runs under the same name are reused when they match and replaced when they do not.
   */
  async ensure(token: string, options: MintOptions): Promise<string> {
    const rows = await this.db.query<TokenRow>(
      'SELECT id, person_id, value, expires_at, auto_renew FROM access_tokens WHERE name = $1 AND person_id = $2',
      [options.name, options.personId],
    );
    for (const row of rows.rows) {
      if (await this.secrets.verify(token, row.value)) {
        this.pinned.set(sha256(token), { id: row.id, value: row.value });
        return row.id;
      }
    }
    await this.db.query('DELETE FROM access_tokens WHERE name = $1 AND person_id = $2', [
      options.name,
      options.personId,
    ]);
    const id = randomUUID();
    await this.insert(id, token, options);
    this.pinned.set(sha256(token), this.verified.get(sha256(token))!);
    return id;
  }

  private async insert(id: string, token: string, options: MintOptions): Promise<void> {
    const value = await this.secrets.hash(token);
    await this.db.query(
      `INSERT INTO access_tokens (id, name, person_id, value, auto_renew, created_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        options.name,
        options.personId,
        value,
        options.autoRenew ?? false,
        options.createdBy ?? null,
        options.expiresAt ?? null,
      ],
    );
    this.verified.set(sha256(token), { id, value });
  }

  async check(token: string): Promise<TokenCheck> {
    const key = sha256(token);
    const known = this.verified.get(key) ?? this.pinned.get(key);
    let row: TokenRow | undefined;
    if (known) {
      row = await this.row(known.id);
      if (!row || row.value !== known.value) {
        this.verified.delete(key);
        this.pinned.delete(key);
        return { ok: false, reason: 'unknown' };
      }
    } else {
      const fields = token.split('.');
      if (fields.length !== 5 && fields.length !== 6)
        return { ok: false, reason: 'invalid-format' };
      const hex = fields[1] ?? '';
      if (!/^[0-9a-f]{32}$/.test(hex)) return { ok: false, reason: 'unknown' };
      row = await this.row(idFromHex(hex));
      if (!row || !(await this.secrets.verify(token, row.value)))
        return { ok: false, reason: 'unknown' };
      this.verified.set(key, { id: row.id, value: row.value });
    }
    if (row.expires_at !== null) {
      const expires = new Date(row.expires_at).getTime();
      const now = Date.now();
      if (expires <= now) return { ok: false, reason: 'expired' };
      // Upstream extends auto-renewing tokens that are within 15 days of expiry by 30 days on use.
      if (row.auto_renew && expires - now < 15 * day) {
        await this.db.query('UPDATE access_tokens SET expires_at = $2 WHERE id = $1', [
          row.id,
          new Date(expires + 30 * day),
        ]);
      }
    }
    return { ok: true, tokenId: row.id, personId: row.person_id };
  }

  private async row(id: string): Promise<TokenRow | undefined> {
    const result = await this.db.query<TokenRow>(
      'SELECT id, person_id, value, expires_at, auto_renew FROM access_tokens WHERE id = $1',
      [id],
    );
    return result.rows[0];
  }

  forget(): void {
    this.verified.clear();
  }
}
