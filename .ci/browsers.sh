# Sourced by .ci/run: the browsers the tests drive, all from Debian's packages, at a version the whole
# suite has passed on. Missing or older than that, a browser is installed or upgraded with apt (its
# newest candidate); if that still leaves it too old, the run stops at once, naming the version it
# needs and the command that gets it. At or above it, what is installed is kept: the tests check
# what the page does, not how one engine version schedules it (docs/decisions/browser-versions.md).
# quality/ci/ci-browsers.test.ts runs these functions against fake browsers and a fake apt-get.

# The oldest versions `npm test` has passed on: Debian bookworm's base archive (its security archive
# serves Chromium 156 and Firefox ESR 153, which pass too).
CHROMIUM_MINIMUM=150.0.7871.100
FIREFOX_ESR_MINIMUM=140.12.0
WEBKITGTK_MINIMUM=2.50.6

# Where Debian's packages put them (the tests' defaults: playwright.config.ts, tests/engines/drivers.ts).
DEBIAN_CHROMIUM=/usr/bin/chromium
DEBIAN_FIREFOX_ESR=/usr/bin/firefox-esr
DEBIAN_WEBKIT_DRIVER=/usr/bin/WebKitWebDriver

# The first dotted number in a `--version` line: "Mozilla Firefox 153.7.0esr" -> 153.7.0.
version_in() {
  { grep -oE '[0-9]+(\.[0-9]+)+' <<<"$1" || true; } | head -n 1
}

# True when version $1 is $2 or newer.
at_least() {
  [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -n 1)" = "$2" ]
}

# The version of a browser binary, from its own --version (empty when it is not there or will not say).
binary_version() {
  version_in "$("$1" --version 2>/dev/null || true)"
}

# WebKitGTK's version is its Debian package's (MiniBrowser will not print one without a display).
webkitgtk_version() {
  [ -x "$DEBIAN_WEBKIT_DRIVER" ] || return 0
  version_in "$(dpkg-query -W -f='${Version}' webkit2gtk-driver 2>/dev/null || true)"
}

# The package lists are read once a run; `apt-get install` takes the newest candidate, upgrading an older one.
apt_install() {
  if [ -z "${APT_LISTS_READ:-}" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    APT_LISTS_READ=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# ensure_browser NAME MINIMUM "VERSION COMMAND" PACKAGE... : installs or upgrades PACKAGE... when
# NAME is missing or older than MINIMUM; fails, saying what to do, when that does not help.
ensure_browser() {
  local name=$1 minimum=$2 query=$3
  shift 3
  local have
  have=$($query)
  if [ -n "$have" ] && at_least "$have" "$minimum"; then return 0; fi
  if [ -n "$have" ]; then
    echo "== $name $have is older than $minimum, the oldest the tests pass on: upgrading Debian's $*"
  else
    echo "== installing Debian's $* ($name)"
  fi
  apt_install "$@"
  have=$($query)
  if [ -z "$have" ] || ! at_least "$have" "$minimum"; then
    echo "$name $([ -n "$have" ] && echo "$have is older than $minimum" || echo 'is not installed') after apt-get: the tests need $name $minimum or newer." >&2
    echo "Get it with: apt-get update && apt-get install -y $*" >&2
    return 1
  fi
}

# require_browser NAME MINIMUM BINARY: a browser the tests were pointed at (CHROMIUM_PATH,
# FIREFOX_PATH) is never replaced; too old or missing, the run stops at once.
require_browser() {
  local name=$1 minimum=$2 binary=$3 have
  have=$(binary_version "$binary")
  if [ -n "$have" ] && at_least "$have" "$minimum"; then return 0; fi
  echo "$name at $binary $([ -n "$have" ] && echo "is $have" || echo 'does not run'): the tests need $name $minimum or newer." >&2
  echo "Point it at a newer one, or unset it to use Debian's (apt-get update && apt-get install -y $4)." >&2
  return 1
}

# Every browser the tests use, each at a version the suite passes on.
ensure_browsers() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    require_browser Chromium "$CHROMIUM_MINIMUM" "$CHROMIUM_PATH" chromium
  else
    ensure_browser Chromium "$CHROMIUM_MINIMUM" "binary_version $DEBIAN_CHROMIUM" chromium
  fi
  if [ -n "${FIREFOX_PATH:-}" ]; then
    require_browser 'Firefox ESR' "$FIREFOX_ESR_MINIMUM" "$FIREFOX_PATH" firefox-esr
  else
    ensure_browser 'Firefox ESR' "$FIREFOX_ESR_MINIMUM" "binary_version $DEBIAN_FIREFOX_ESR" firefox-esr
  fi
  ensure_browser WebKitGTK "$WEBKITGTK_MINIMUM" webkitgtk_version webkit2gtk-driver
  command -v Xvfb >/dev/null || { echo "== installing Debian's xvfb (a display for WebKitGTK)"; apt_install xvfb; }
}

# One line per browser and its path, at the head of the log: a failure elsewhere is tied to a version at a glance.
print_browser_versions() {
  local chromium=${CHROMIUM_PATH:-$DEBIAN_CHROMIUM} firefox=${FIREFOX_PATH:-$DEBIAN_FIREFOX_ESR}
  echo "== chromium $(binary_version "$chromium") ($chromium)"
  echo "== firefox-esr $(binary_version "$firefox") ($firefox)"
  echo "== webkitgtk $(webkitgtk_version) ($DEBIAN_WEBKIT_DRIVER)"
}
