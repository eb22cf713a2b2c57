// The person an access token stands for. A token minted by create_token is a person of its own,
// named `<user> (Token)` with the email `<local>+token:<name>@<domain>` (reference §2.3), so
// whoami through a device token names the token; the user menu, the profile and main's sign-in
// state show the human behind it (issue 32 item 1). Shared by main and the renderer.

export interface NamedPerson {
  name?: string | null;
  email?: string | null;
}

/** Name and email of the human a token person stands for (any other person as it is). */
export function personBehindToken(person: NamedPerson): { name: string; email: string | null } {
  const token = /^(.+?)\+token:.*@([^@]+)$/.exec(person.email ?? '');
  const email = token ? `${token[1]}@${token[2]}` : (person.email ?? null);
  const name = (person.name ?? '').replace(/ \(Token\)$/, '');
  return { name: name || email || '', email };
}
