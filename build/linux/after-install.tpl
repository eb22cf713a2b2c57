#!/bin/bash
# The deb's after-install script (electron-builder.yml deb.afterInstall; ${...} are filled in by
# electron-builder). electron-builder's own script, plus what Mission Control Desktop needs made
# explicit: the AppArmor profile that lets Chromium's sandbox start on Ubuntu 23.10 and later,
# and the desktop database refresh that registers the missioncontrol:// handler (the desktop
# file's MimeType x-scheme-handler/missioncontrol).

APP_DIR='/opt/${sanitizedProductName}'
EXECUTABLE='${executable}'

# The command on PATH.
if type update-alternatives >/dev/null 2>&1; then
  if [ -L "/usr/bin/$EXECUTABLE" ] && [ -e "/usr/bin/$EXECUTABLE" ] &&
    [ "$(readlink "/usr/bin/$EXECUTABLE")" != "/etc/alternatives/$EXECUTABLE" ]; then
    rm -f "/usr/bin/$EXECUTABLE"
  fi
  update-alternatives --install "/usr/bin/$EXECUTABLE" "$EXECUTABLE" "$APP_DIR/$EXECUTABLE" 100 ||
    ln -sf "$APP_DIR/$EXECUTABLE" "/usr/bin/$EXECUTABLE"
else
  ln -sf "$APP_DIR/$EXECUTABLE" "/usr/bin/$EXECUTABLE"
fi

# Chromium's sandbox: user namespaces where the kernel has them (on Ubuntu 23.10 and later the
# AppArmor profile below is what allows them), the setuid helper only on kernels without them.
if ! { [[ -L /proc/self/ns/user ]] && unshare --user true; }; then
  chmod 4755 "$APP_DIR/chrome-sandbox" || true
else
  chmod 0755 "$APP_DIR/chrome-sandbox" || true
fi

if hash update-mime-database 2>/dev/null; then
  update-mime-database /usr/share/mime || true
fi
# Registers the desktop file's x-scheme-handler/missioncontrol for deep links.
if hash update-desktop-database 2>/dev/null; then
  update-desktop-database /usr/share/applications || true
fi

# The AppArmor profile (resources/apparmor-profile, from build/linux/apparmor-profile.tpl). Older
# AppArmor (Ubuntu 22.04) cannot parse abi/4.0 and does not restrict user namespaces: skip there.
if apparmor_status --enabled >/dev/null 2>&1; then
  PROFILE_SOURCE="$APP_DIR/resources/apparmor-profile"
  PROFILE_TARGET="/etc/apparmor.d/$EXECUTABLE"
  if apparmor_parser --skip-kernel-load --debug "$PROFILE_SOURCE" >/dev/null 2>&1; then
    cp -f "$PROFILE_SOURCE" "$PROFILE_TARGET"
    # Loading a profile is meaningless inside a chroot (an image being prepared).
    if ! { [ -x /usr/bin/ischroot ] && /usr/bin/ischroot; } && hash apparmor_parser 2>/dev/null; then
      apparmor_parser --replace --write-cache --skip-read-cache "$PROFILE_TARGET" || true
    fi
  else
    echo "Mission Control Desktop: this AppArmor cannot parse the bundled profile; not installing it"
  fi
fi
