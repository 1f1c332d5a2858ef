/**
 * The Ask AI switch's state (visitor-portal.md §4): the page data's `askAi: {level, tooltip}`,
 * decided on the server (the domain's `askAiLevel`). A page without it is level none: no switch.
 * Only level Full makes the switch usable; other levels show it disabled with their tooltip.
 */
export interface AskAiSwitch {
  enabled: boolean;
  tooltip: string | null;
}

export function askAiSwitchOf(data: object): AskAiSwitch | null {
  if (!('askAi' in data)) return null;
  const { askAi } = data;
  if (typeof askAi !== 'object' || askAi === null || !('level' in askAi)) return null;
  const level = typeof askAi.level === 'string' ? askAi.level.toLowerCase() : 'none';
  if (level === 'none') return null;
  const tooltip =
    'tooltip' in askAi && typeof askAi.tooltip === 'string' && askAi.tooltip !== ''
      ? askAi.tooltip
      : null;
  return { enabled: level === 'full', tooltip };
}
