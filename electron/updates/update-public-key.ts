// The public half of the key that signs our releases (update-signature.ts). Empty: this build
// has no key, so every update counts as unsigned and the app asks before installing it.
//
// To turn signing on: `node scripts/launch.js scripts/update-signing-key.ts --out update-key.pem`
// prints the public key; paste it here, store the PEM file's contents as the repository secret
// MCD_UPDATE_SIGNING_KEY (release workflow), then delete the file. Releases signed with another
// key are refused by builds carrying this one, so change it only together with the secret.
export const UPDATE_PUBLIC_KEY: string = '';
