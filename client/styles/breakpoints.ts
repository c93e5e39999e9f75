/** Breakpoints in px (spec §9). CSS uses the same values as custom media in ./media.css. */
export const BREAKPOINTS = { sm: 640, md: 960, lg: 1200 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Media query for "at least this breakpoint", e.g. `mediaUp('md')` → '(min-width: 960px)'. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}
