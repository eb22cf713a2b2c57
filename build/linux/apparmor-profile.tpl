# AppArmor profile for the deb (electron-builder.yml deb.appArmorProfile; ${...} are filled in by
# electron-builder). Ubuntu 23.10 and later forbid unprivileged user namespaces unless a profile
# grants them, and Chromium's sandbox needs one: this profile grants `userns` to our executable
# only, leaving everything else unconfined, as other Electron apps' profiles do.
abi <abi/4.0>,
include <tunables/global>

profile ${executable} "/opt/${sanitizedProductName}/${executable}" flags=(unconfined) {
  userns,

  # Site-specific additions and overrides. See local/README for details.
  include if exists <local/${executable}>
}
