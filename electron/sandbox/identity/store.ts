// Storage of the Sandbox's built-in identity system (Kratos mode): its own Postgres schema `kratos`
// (never introspected for /db) with password/TOTP credentials, sessions, self-service flows,
// stored flow errors, the courier's messages and Mission Control's pending invitations.
// Identities themselves are the seeded `identities` rows (id = person id, traits {email,
// name:{first,last}}), as Mission Control shares the table.
// First start in Kratos mode: every identity gets the Sandbox password and one seeded user gets a
// fixed TOTP secret (docs/sandbox-identity.md). Secrets are stored hashed (scrypt, sha256 for
// high-entropy tokens); a TOTP secret must stay readable to verify codes, so it is stored as is in
// this private schema and never logged or returned after enrolment.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';

/** The seeded user who enrolled TOTP, and their authenticator secret (RFC 4648 base32). */
export const SANDBOX_TOTP_EMAIL = 'responder@sandbox.local';
export const SANDBOX_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const IDENTITY_SCHEMA_SQL = `
CREATE SCHEMA IF NOT EXISTS kratos;
CREATE TABLE IF NOT EXISTS kratos.credentials (
  identity_id uuid PRIMARY KEY REFERENCES public.identities (id) ON DELETE CASCADE,
  password_hash text,
  totp_secret text,
  email_verified boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The last TOTP time step accepted for the identity: a code is good once (totp-guard.ts).
ALTER TABLE kratos.credentials ADD COLUMN IF NOT EXISTS totp_last_step bigint;
CREATE TABLE IF NOT EXISTS kratos.sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  logout_token_hash text NOT NULL UNIQUE,
  identity_id uuid NOT NULL REFERENCES public.identities (id) ON DELETE CASCADE,
  aal text NOT NULL,
  methods jsonb NOT NULL,
  authenticated_at timestamptz NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE IF NOT EXISTS kratos.flows (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  type text NOT NULL,
  csrf_token text,
  data jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS kratos.errors (
  id uuid PRIMARY KEY,
  error jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS kratos.courier_messages (
  id uuid PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  template_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS courier_messages_recipient_idx ON kratos.courier_messages (lower(recipient));
CREATE TABLE IF NOT EXISTS kratos.invites (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL,
  invited_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS invites_pending_email_idx ON kratos.invites (lower(email))
  WHERE accepted_at IS NULL;
`;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (prefix = '') => `${prefix}${randomBytes(24).toString('base64url')}`;
export const newId = () => randomUUID();
/** Kratos's recovery and verification codes: six digits. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Creates the schema and gives every identity without credentials the Sandbox password. */
export async function prepareIdentityStore(db: PGlite, passwordHash: string): Promise<void> {
  await db.exec(IDENTITY_SCHEMA_SQL);
  await db.query(
    `INSERT INTO kratos.credentials (identity_id, password_hash, totp_secret, email_verified)
     SELECT i.id, COALESCE(sc.password_hash, $1),
       CASE WHEN lower(i.traits->>'email') = $2 THEN $3 END, true
     FROM public.identities i LEFT JOIN public.sandbox_credentials sc ON sc.person_id = i.id
     ON CONFLICT (identity_id) DO NOTHING`,
    [passwordHash, SANDBOX_TOTP_EMAIL, SANDBOX_TOTP_SECRET],
  );
}

export interface IdentityRow {
  id: string;
  schema_id: string;
  traits: { email: string; name?: { first?: string; last?: string } };
  state: string;
  created_at: string;
  updated_at: string;
  password_hash: string | null;
  totp_secret: string | null;
  email_verified: boolean | null;
}

const identitySelect = `SELECT i.id, i.schema_id, i.traits, i.state, i.created_at, i.updated_at,
  c.password_hash, c.totp_secret, c.email_verified
  FROM public.identities i LEFT JOIN kratos.credentials c ON c.identity_id = i.id`;

export async function identityById(db: PGlite, id: string): Promise<IdentityRow | null> {
  const rows = await db.query<IdentityRow>(`${identitySelect} WHERE i.id = $1`, [id]);
  return rows.rows[0] ?? null;
}

export async function identityByEmail(db: PGlite, email: string): Promise<IdentityRow | null> {
  const rows = await db.query<IdentityRow>(
    `${identitySelect} WHERE lower(i.traits->>'email') = lower($1) ORDER BY i.created_at LIMIT 1`,
    [email.trim()],
  );
  return rows.rows[0] ?? null;
}

export async function upsertCredentials(
  db: PGlite,
  identityId: string,
  change: { passwordHash?: string; totpSecret?: string | null; emailVerified?: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO kratos.credentials (identity_id, password_hash, totp_secret, email_verified)
     VALUES ($1, $2, $3, COALESCE($4, false))
     ON CONFLICT (identity_id) DO UPDATE SET
       password_hash = COALESCE($2, kratos.credentials.password_hash),
       totp_secret = CASE WHEN $5 THEN $3 ELSE kratos.credentials.totp_secret END,
       -- Unlinking forgets the used step, so a new secret's first code is not taken for a replay.
       totp_last_step = CASE WHEN $5 AND $3 IS NULL THEN NULL
         ELSE kratos.credentials.totp_last_step END,
       email_verified = COALESCE($4, kratos.credentials.email_verified),
       updated_at = now()`,
    [
      identityId,
      change.passwordHash ?? null,
      change.totpSecret ?? null,
      change.emailVerified ?? null,
      change.totpSecret !== undefined,
    ],
  );
}

/**
 * Records `step` as the identity's last accepted TOTP step, only when it is later than the one
 * recorded: false means the code (or an older one) was already used. One statement, so two
 * submissions of the same code at once cannot both pass.
 */
export async function claimTotpStep(
  db: PGlite,
  identityId: string,
  step: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO kratos.credentials (identity_id, totp_last_step) VALUES ($1, $2)
     ON CONFLICT (identity_id) DO UPDATE SET totp_last_step = $2
     WHERE kratos.credentials.totp_last_step IS NULL OR kratos.credentials.totp_last_step < $2
     RETURNING identity_id`,
    [identityId, step],
  );
  return rows.rows.length === 1;
}

export interface SessionRow {
  id: string;
  identity_id: string;
  aal: 'aal1' | 'aal2';
  methods: { method: string; aal: string; completed_at: string }[];
  authenticated_at: string;
  issued_at: string;
  expires_at: string;
  active: boolean;
}

export async function sessionByToken(db: PGlite, token: string): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `SELECT id, identity_id, aal, methods, authenticated_at, issued_at, expires_at, active
     FROM kratos.sessions WHERE token_hash = $1 AND active AND expires_at > now()`,
    [sha256(token)],
  );
  return rows.rows[0] ?? null;
}

export interface FlowRow<D> {
  id: string;
  kind: string;
  type: 'browser' | 'api';
  csrf_token: string | null;
  data: D;
  issued_at: string;
  expires_at: string;
  updated_at: string;
}

export async function flowById<D>(db: PGlite, id: string): Promise<FlowRow<D> | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await db.query<FlowRow<D>>(
    'SELECT id, kind, type, csrf_token, data, issued_at, expires_at, updated_at FROM kratos.flows WHERE id = $1',
    [id],
  );
  return rows.rows[0] ?? null;
}
