#!/usr/bin/env bash
# The lint step of action.yml: runs permlint once for annotations, a SARIF file and the job
# summary, and records the exit status for the steps after the SARIF upload.
#
# Environment (set by action.yml from its inputs):
#   PERMLINT         the permlint executable
#   INPUT_PATHS      paths to lint: one per line, or several on one line separated by spaces
#   INPUT_FAIL_ON    error, warning, note or never
#   INPUT_CONFIG     configuration file, or empty
#   INPUT_BASELINE   baseline file, or empty
#   INPUT_SARIF_FILE where to write the SARIF log
#   INPUT_ARGS       more permlint arguments, separated by spaces or new lines, or empty
#   GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, RUNNER_TEMP   as GitHub Actions sets them
set -uo pipefail

paths=()
if [[ "${INPUT_PATHS:-.}" == *$'\n'* ]]; then
  while IFS= read -r line; do
    [ -n "${line//[[:space:]]/}" ] && paths+=("$line")
  done <<<"$INPUT_PATHS"
else
  read -r -a paths <<<"${INPUT_PATHS:-.}"
fi
[ "${#paths[@]}" -gt 0 ] || paths=(.)

sarif=${INPUT_SARIF_FILE:-permlint.sarif}
summary=$(mktemp "${RUNNER_TEMP:-/tmp}/permlint-summary.XXXXXX")
arguments=("${paths[@]}" --fail-on "${INPUT_FAIL_ON:-error}"
  --report github --report "sarif=$sarif" --report "markdown=$summary")
[ -n "${INPUT_CONFIG:-}" ] && arguments+=(--config "$INPUT_CONFIG")
[ -n "${INPUT_BASELINE:-}" ] && arguments+=(--baseline "$INPUT_BASELINE")
if [ -n "${INPUT_ARGS:-}" ]; then
  read -r -d '' -a extra <<<"$INPUT_ARGS" || true
  arguments+=("${extra[@]}")
fi

"${PERMLINT:-permlint}" "${arguments[@]}"
status=$?

if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -s "$summary" ]; then
  cat "$summary" >>"$GITHUB_STEP_SUMMARY"
fi
rm -f "$summary"
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  echo "exit-code=$status" >>"$GITHUB_OUTPUT"
  [ -f "$sarif" ] && echo "sarif-file=$sarif" >>"$GITHUB_OUTPUT"
fi
# 1 (findings) fails the job only after the SARIF upload; 2 (cannot run) fails it now.
[ "$status" -eq 2 ] && exit 2
exit 0
