# Sourced by .ci/run: runs each stage with its time, and prints every stage's seconds and the
# total when the run ends (also when a stage fails, which is then named).
ci_started=$(date +%s)
ci_stage_names=()
ci_stage_seconds=()
ci_failed_stage=""

# stage NAME COMMAND [ARGUMENTS...]: runs the command as one timed stage.
stage() {
  local name=$1
  shift
  local started
  started=$(date +%s)
  echo "ci: ── $name"
  ci_failed_stage=$name
  "$@"
  ci_failed_stage=""
  local seconds=$(($(date +%s) - started))
  ci_stage_names+=("$name")
  ci_stage_seconds+=("$seconds")
  echo "ci: ── $name: $seconds s"
}

print_stage_times() {
  echo "ci: seconds per stage"
  local index
  for index in "${!ci_stage_names[@]}"; do
    printf 'ci:   %-22s %5d\n' "${ci_stage_names[$index]}" "${ci_stage_seconds[$index]}"
  done
  [ -z "$ci_failed_stage" ] || printf 'ci:   %-22s %5s\n' "$ci_failed_stage" failed
  printf 'ci:   %-22s %5d\n' total $(($(date +%s) - ci_started))
}
