// What the gate shows while a hosted instance is still being provisioned (spec 1 §4): a module of
// its own so the renderer's gate screens get it without the auth contract's schemas.
export const PROVISIONING_TEXT = 'Please wait, instance provisioning in-progress ...';
