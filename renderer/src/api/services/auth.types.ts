// Wire types of `/api/auth/whoami` and `/api/about` (reference §4.10, §6.1).
export interface Person {
  id: string;
  name: string;
  email?: string | null;
  type?: string | null;
  avatar?: string | null;
  properties?: { role?: string } | null;
}

export interface WirePermission {
  id?: string;
  subject?: string;
  object?: string;
  action?: string;
  deny?: boolean;
  condition?: string;
}

export interface Whoami {
  user: Person;
  roles: string[] | null;
  permissions: WirePermission[] | null;
  hostname?: string;
}

export interface WhoamiEnvelope {
  message: string;
  payload: Whoami;
}

export interface About {
  Version?: string;
  appVersion?: string;
  chartVersion?: string;
}
