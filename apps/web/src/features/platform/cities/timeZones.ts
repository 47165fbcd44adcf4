/** The IANA time zones the browser knows (the server checks the one chosen exists), plus the current one. */
export function timeZoneOptions(current?: string): { value: string; label: string }[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone }));
}
