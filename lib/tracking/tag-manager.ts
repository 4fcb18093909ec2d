/** docs/design.md §4: the tag manager loads only with an id and without Do-Not-Track. */
export function shouldLoadTagManager(
  gtmId: string | undefined,
  signals: { navigatorDoNotTrack?: string | null; windowDoNotTrack?: string | null },
): gtmId is string {
  if (!gtmId || !/^GTM-[A-Z0-9]+$/.test(gtmId)) return false;
  const optedOut = (value?: string | null) => value === '1' || value === 'yes';
  return !optedOut(signals.navigatorDoNotTrack) && !optedOut(signals.windowDoNotTrack);
}
